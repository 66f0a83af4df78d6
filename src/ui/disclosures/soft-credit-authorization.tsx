// The written authorisation for the soft credit inquiry (FCRA 604(a)(2)) on the 'Check my rate' step.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLender } from '../lender/lender-context';
import { SafeTrans } from '../shell/safe-trans';

/** `action`: the submit button's words, which the authorisation names as the act of giving it. */
export function SoftCreditAuthorization({ action }: { action: string }) {
  const { t } = useTranslation('heloc-terms');
  const { companyName } = useLender().company;
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-2 rounded-card border-2 border-line bg-surface p-4">
      <h2 id={id} className="text-lg font-semibold">
        {t('softCredit.title')}
      </h2>
      <p>
        <SafeTrans i18nKey="heloc-terms:softCredit.authorization" values={{ companyName, action }} />
      </p>
    </section>
  );
}
