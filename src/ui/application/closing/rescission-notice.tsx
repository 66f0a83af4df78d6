// The notice of the right to cancel (Reg Z 1026.15; model form G-5): the deadline counted from the
// latest of the line's opening and the delivery of the notice and of the disclosures, how to
// cancel (the lender's rescission contact), each owner's own copy and the earliest funding day.
// Before signing it states the deadline a signing today would give. An owner whose copy went on
// paper by mail (no current E-SIGN consent when the period opened) is told so instead of being
// offered the PDF as their copy. Words: copy/en/rescission.json.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Application } from '@/api/application';
import type { DisclosureRecord, NoticeCopySent } from '@/api/disclosures';
import { fetchRescissionNoticePdf } from '@/api/rescission';
import { homeTimeZone } from '@/engine/calendar/time-zones';
import { provisionalRescission, rescissionNoticeValues, type RescissionRecordView } from '@/engine/closing/rescission-notice';
import type { StateTimeZones } from '@/engine/types/state-time-zones';
import timeZonesFile from '../../../../flows/state-time-zones.json';
import { useApi } from '../../api/api-context';
import { useLender } from '../../lender/lender-context';
import { PdfDownloadButton } from '../../disclosures/pdf-download-button';
import { useRecordShown } from '../../disclosures/use-record-shown';
import { useIntlLocale } from '../../i18n/use-intl-locale';
import { useInstrumentWords } from './use-instrument-words';

export const RESCISSION_NOTICE = ['RESCISSION_NOTICE'];

/** The recorded period, or none before signing. */
export const rescissionRecordOf = (rescission: unknown) => {
  const record = rescission as Partial<RescissionRecordView> | undefined;
  return record?.endsAt && record.lastDay && record.signedOn ? (record as RescissionRecordView) : undefined;
};

/** When the owner's copy went on paper by mail, the time it was sent; none when it was emailed or is not sent yet. */
export const mailedAt = (copy: NoticeCopySent | undefined) => (copy?.channel === 'MAIL' ? copy.sentAt : undefined);

/** The owner's copy as a PDF, once the period is recorded: `fetchPdf` fetches it with their token. */
export function RescissionNoticeDownload({ fetchPdf }: { fetchPdf: () => Promise<Blob> }) {
  const { t } = useTranslation('rescission');
  return (
    <PdfDownloadButton
      fetchPdf={fetchPdf}
      fileName="notice-of-right-to-cancel.pdf"
      label={t('notice.download')}
      failedMessage={t('notice.downloadFailed')}
    />
  );
}

/** The borrower's copy: the application's period, its home, its co-owners; the page records it shown. */
export function BorrowerRescissionNotice({ application }: { application: Application }) {
  const request = useApi();
  useRecordShown(application.uuid, RESCISSION_NOTICE);
  const property = application.property as { address?: { state?: string } } | undefined;
  const coOwners = ((application.coDeeders as Array<{ firstName?: string; lastName?: string }> | undefined) ?? []).map((owner) =>
    [owner.firstName, owner.lastName].filter(Boolean).join(' '),
  );
  const deliveries = (application.disclosuresDelivered as DisclosureRecord['deliveries'] | undefined) ?? [];
  const copy = deliveries.find((d) => d.type === RESCISSION_NOTICE[0] && d.owner === 'BORROWER');
  return (
    <RescissionNotice
      rescission={application.rescission}
      homeState={property?.address?.state}
      otherOwners={coOwners}
      mailedOn={mailedAt(copy)}
      download={<RescissionNoticeDownload fetchPdf={() => fetchRescissionNoticePdf(request, application.uuid)} />}
    />
  );
}

/**
 * The notice as one owner reads it: `otherOwners` are the owners with their own copies besides
 * them; `download` is their copy to keep, offered once the period is recorded, unless `mailedOn`
 * says their copy went on paper by mail then: the paper is their copy, and the page says so.
 */
export function RescissionNotice({
  rescission,
  homeState,
  otherOwners,
  download,
  mailedOn,
}: {
  rescission: unknown;
  homeState: string | undefined;
  otherOwners: string[];
  download?: ReactNode;
  mailedOn?: string;
}) {
  const { t } = useTranslation('rescission');
  const { company } = useLender();
  const locale = useIntlLocale();
  const [now] = useState(() => Date.now());
  const timeZone = homeTimeZone(timeZonesFile as StateTimeZones, homeState).timeZone;
  const recorded = rescissionRecordOf(rescission);
  const values = rescissionNoticeValues(recorded ?? provisionalRescission(now, timeZone), company, timeZone, locale);
  // What the borrower gives: a deed of trust, a mortgage or a security deed, as the home's state has it.
  const instrument = useInstrumentWords(homeState);

  return (
    <section
      aria-labelledby="rescission-notice"
      className="space-y-3 rounded-card border-2 border-primary bg-surface p-5"
      data-testid="rescission-notice"
    >
      <h2 id="rescission-notice" className="text-xl font-bold">
        {t('notice.heading')}
      </h2>
      <p className="text-lg font-semibold" data-testid="rescission-deadline">
        {recorded ? t('notice.deadline', { deadline: values.deadline }) : t('notice.deadlineIfSignedToday', { deadline: values.deadline })}
      </p>
      <p className="text-sm text-muted">{t('notice.businessDays', { zone: values.zone })}</p>
      <h3 className="font-semibold">{t('notice.yourRight')}</h3>
      <p data-testid="rescission-intro">{t('notice.intro', instrument)}</p>
      {recorded ? (
        <ol className="list-decimal space-y-1 pl-6" data-testid="rescission-moments">
          <li>{t('notice.momentOpened', { date: values.accountOpenedAt })}</li>
          <li>{t('notice.momentDisclosures', { date: values.materialDisclosuresDeliveredAt })}</li>
          <li>{t('notice.momentNotice', { date: values.noticeDeliveredAt })}</li>
        </ol>
      ) : (
        <p>{t('notice.momentsOnSigning')}</p>
      )}
      <p data-testid="rescission-effects">{t('notice.effects', instrument)}</p>
      <p>{t('notice.keep')}</p>
      <h3 className="font-semibold">{t('notice.howHeading')}</h3>
      <p data-testid="rescission-how">{t('notice.how', { address: values.address, email: values.email })}</p>
      <p>{t('notice.howDeadline', { lastDay: values.lastDay, zone: values.zone })}</p>
      <p>{t('notice.questions', { phone: values.phone })}</p>
      <h3 className="font-semibold">{t('notice.fundingHeading')}</h3>
      <p data-testid="rescission-funding">{t('notice.earliestFunding', { date: values.earliestFunding })}</p>
      <h3 className="font-semibold">{t('notice.ownersHeading')}</h3>
      <p>{t('notice.owners')}</p>
      <ul className="list-disc space-y-1 pl-6" data-testid="rescission-owners">
        <li>{t('notice.ownerYou')}</li>
        {otherOwners.map((name) => (
          <li key={name}>{t('notice.ownerOther', { name })}</li>
        ))}
      </ul>
      {recorded && mailedOn && (
        <p className="rounded-card border border-line p-4" data-testid="rescission-mailed">
          {t('delivery.mailed', { date: new Date(mailedOn).toLocaleDateString(locale, { dateStyle: 'long', timeZone }) })}
        </p>
      )}
      {recorded && !mailedOn && download}
    </section>
  );
}
