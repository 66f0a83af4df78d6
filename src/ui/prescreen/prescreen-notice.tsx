// The prescreened-offer notices of FCRA 615(d) (12 CFR 1022.54, model notices of appendix D), for a
// visit that arrived with a direct-mail offer code: the short notice on the first page beside the
// offer, in larger type than the page's text, and the long notice one button away, in a dialog.
// Loaded only for such a visit, so the first step's bundle does not carry it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { prescreenValues } from '@/engine/disclosures/prescreen-values';
import type { OfferCodeRecord } from '@/engine/registration/leads';
import { Modal } from '../kit/modal';
import { useLender } from '../lender/lender-context';

export default function PrescreenNotice({ offer }: { offer: OfferCodeRecord }) {
  const { t, i18n } = useTranslation('prescreen');
  const { prescreenOptOut } = useLender();
  const [open, setOpen] = useState(false);
  if (!prescreenOptOut) return null;
  const values = prescreenValues(prescreenOptOut, t('agencyName'));
  const respondBy = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(offer.respondByDate));
  return (
    <section
      aria-label={t('longTitle')}
      className="mb-6 space-y-3 rounded-card border-2 border-primary bg-surface p-4"
      data-testid="prescreen-notice"
    >
      <p className="font-semibold">{t('offer', { code: offer.offerCode, respondBy })}</p>
      {/* 12 CFR 1022.54(c)(1)(ii): larger than the principal text on the page, and at least 12 points. */}
      <p className="text-xl leading-snug" data-testid="prescreen-short">
        {t('short', values)}
      </p>
      <button type="button" className="min-h-11 font-semibold text-link underline" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('open')}
      </button>
      <Modal id="prescreen-long-notice" open={open} onClose={() => setOpen(false)} title={t('dialogTitle')}>
        {/* 12 CFR 1022.54(c)(2): headed in capitals and underlined, no smaller than the page's text. */}
        <div className="space-y-2 text-lg" data-testid="prescreen-long">
          <p className="font-bold underline">{t('longTitle')}</p>
          <p>{t('long', values)}</p>
        </div>
      </Modal>
    </section>
  );
}
