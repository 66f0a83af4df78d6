// 'Add to calendar': the booked visit as an .ics file made here, in the browser, and downloaded.
import { useTranslation } from 'react-i18next';
import { buildIcs } from '@/engine/calendar/ics';
import { slotStart, type NotaryContact, type NotarySlot } from '@/engine/closing/notary-schedule';
import { formatUsPhone } from '@/engine/format/format';
import { SECONDARY_BUTTON_CLASS } from '../page-parts';

const VISIT_MS = 60 * 60 * 1000;

export function NotaryCalendarButton(props: { uuid: string; slot: NotarySlot; notary?: NotaryContact; location?: string }) {
  const { t } = useTranslation('closing');
  const download = () => {
    const start = slotStart(props.slot);
    const { notary } = props;
    const ics = buildIcs({
      // One visit per application: a changed time imported again replaces the old one.
      uid: `notary-visit-${props.uuid}@${window.location.hostname}`,
      stamp: Date.now(),
      start,
      end: start + VISIT_MS,
      summary: t('notary.calendarSummary'),
      description: notary
        ? t('notary.calendarDescription', { name: notary.name, phone: formatUsPhone(notary.phone), email: notary.email })
        : t('reserve.bookedLead'),
      location: props.location,
    });
    const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'notary-visit.ics';
    link.click();
    // After the click has handed the file to the browser's download.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <div className="space-y-1">
      <button type="button" className={SECONDARY_BUTTON_CLASS} onClick={download} aria-describedby="notary-calendar-hint">
        {t('notary.addToCalendar')}
      </button>
      <p id="notary-calendar-hint" className="text-sm text-muted">
        {t('notary.calendarHint')}
      </p>
    </div>
  );
}
