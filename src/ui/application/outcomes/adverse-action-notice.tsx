// The adverse action notice on the decline pages (ECOA / Reg B 1002.9, FCRA 615(a)): the action,
// who took it, the principal reasons, the credit score disclosure and the ECOA statement with the
// lender's federal regulator, and the same notice as a PDF to keep. Words: copy/en/adverse-action.json.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from '@/engine/address';
import { adverseActionOf, adverseActionValues, type AdverseAction } from '@/engine/adverse-action/adverse-action';
import { homeTimeZone } from '@/engine/calendar/time-zones';
import type { StateTimeZones } from '@/engine/types/state-time-zones';
import { fetchAdverseActionNoticePdf } from '@/api/adverse-action';
import timeZonesFile from '../../../../flows/state-time-zones.json';
import { useApi } from '../../api/api-context';
import { useLender } from '../../lender/lender-context';
import { useApplicationOutlet } from '../application-layout';
import { useRecordShown } from '../../disclosures/use-record-shown';
import { PdfDownloadButton } from '../../disclosures/pdf-download-button';
import { useIntlLocale } from '../../i18n/use-intl-locale';

const ADVERSE_ACTION_NOTICE = ['ADVERSE_ACTION_NOTICE'];

/** The decline page's notice: the application's own facts, recorded as shown, with the PDF to keep. */
export function AdverseActionNotice() {
  const { application } = useApplicationOutlet();
  const action = adverseActionOf(application);
  useRecordShown(application.uuid, action ? ADVERSE_ACTION_NOTICE : []);
  if (!action) return null;
  const state = (application.property as { address?: Address } | undefined)?.address?.state;
  return <AdverseActionNoticeView action={action} homeState={state} download={<NoticeDownload uuid={application.uuid} />} />;
}

/** The notice as the borrower reads it (the compliance preview shows it with a sample decline). */
export function AdverseActionNoticeView({
  action,
  homeState,
  download,
}: {
  action: AdverseAction;
  homeState: string | undefined;
  download?: ReactNode;
}) {
  const { t } = useTranslation('adverse-action');
  const lender = useLender();
  const values = adverseActionValues(action, lender, homeTimeZone(timeZonesFile as StateTimeZones, homeState).timeZone, useIntlLocale());

  return (
    <section
      aria-labelledby="adverse-action-heading"
      className="space-y-4 rounded-card border border-line bg-surface p-5"
      data-testid="adverse-action-notice"
    >
      <h2 id="adverse-action-heading" className="text-xl font-bold">
        {t('notice.heading')}
      </h2>
      <p>{t('notice.action', values.action)}</p>
      <div className="space-y-1">
        <h3 className="font-semibold">{t('notice.creditorHeading')}</h3>
        <p>{t('notice.creditor', values.creditor)}</p>
      </div>
      <div className="space-y-1">
        <h3 className="font-semibold">{t('notice.reasonsHeading')}</h3>
        <ul className="list-disc space-y-1 pl-6" data-testid="adverse-action-reasons">
          {action.reasons.map((code) => (
            <li key={code}>{t(`reasons.${code}`)}</li>
          ))}
        </ul>
      </div>
      <div className="space-y-2" data-testid="credit-score-disclosure">
        <h3 className="font-semibold">{t('creditScore.heading')}</h3>
        <p>{t('creditScore.intro')}</p>
        <p className="font-semibold">{t('creditScore.bureau', values.bureau)}</p>
        <p>{t('creditScore.scoreIntro')}</p>
        <p className="text-lg font-semibold">{t('creditScore.score', values.score)}</p>
        <p>{t('creditScore.range', values.range)}</p>
        <p>{t('creditScore.date', values.scoredOn)}</p>
        <p>{t('creditScore.factorsHeading')}</p>
        <ul className="list-disc space-y-1 pl-6">
          {action.creditReport.keyFactors.map((code) => (
            <li key={code}>{t(`factors.${code}`)}</li>
          ))}
        </ul>
      </div>
      <div className="space-y-1">
        <h3 className="font-semibold">{t('ecoa.heading')}</h3>
        <p>{t('ecoa.statement', values.ecoa)}</p>
      </div>
      {download}
    </section>
  );
}

/** The notice as a PDF the borrower keeps. */
function NoticeDownload({ uuid }: { uuid: string }) {
  const { t } = useTranslation('adverse-action');
  const request = useApi();
  return (
    <PdfDownloadButton
      fetchPdf={() => fetchAdverseActionNoticePdf(request, uuid)}
      fileName="adverse-action-notice.pdf"
      label={t('notice.download')}
      failedMessage={t('notice.downloadFailed')}
    />
  );
}
