// The valuation fee the lender charges when no automated valuation exists (spec 001 §9: 180
// dollars), shown from lender data, and the borrower's agreement to it, which ordering needs.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/engine/format/format';
import { useLender } from '../../lender/lender-context';
import { CheckboxField } from '../page-parts';

export const useValuationFee = () => useLender().product.fees.valuationNoAvm;

/** The fee, what it means, and the agreement checkbox; `missing` shows the checkbox's error. */
export function FeeAgreement({ agreed, onChange, missing }: { agreed: boolean; onChange: (agreed: boolean) => void; missing: boolean }) {
  const { t } = useTranslation('outcomes');
  const fee = formatMoney(useValuationFee());
  return (
    <div className="space-y-4">
      <dl className="flex items-baseline justify-between gap-4 rounded-card border border-line bg-surface p-4">
        <dt className="font-semibold">{t('order.feeLabel')}</dt>
        <dd className="text-2xl font-bold" data-testid="valuation-fee">
          {fee}
        </dd>
      </dl>
      <p className="text-muted">{t('order.feeNote')}</p>
      <CheckboxField
        label={t('order.agree', { fee })}
        checked={agreed}
        onChange={onChange}
        error={missing ? t('order.agreeRequired') : undefined}
      />
    </div>
  );
}

/** The agreement's state: `check()` on submit says whether to go on and shows the error if not. */
export function useFeeAgreement() {
  const [agreed, setAgreed] = useState(false);
  const [missing, setMissing] = useState(false);
  return {
    props: {
      agreed,
      missing,
      onChange: (value: boolean) => {
        setAgreed(value);
        if (value) setMissing(false);
      },
    },
    check: () => {
      setMissing(!agreed);
      return agreed;
    },
  };
}
