// The customer service hours: the spec's Pacific hours, and the same hours on the lender's own clocks
// where they differ (a credit union in Massachusetts, say), the zone named in the browser's words
// ('Eastern Time'). A chunk of its own, asked for with the shell (customer-service.tsx).
import { useTranslation } from 'react-i18next';
import { formatClockTime } from '@/engine/format/format';
import { timeZoneName } from '@/engine/calendar/time-zones';
import { weekHoursInZone } from '@/engine/lender/hours-in-zone';
import { groupWeekHours } from '@/engine/lender/week-hours';
import type { WeekHours } from '@/engine/types/lender';
import { useLenderPackage } from '../lender/lender-context';
import { useIntlLocale } from '../i18n/use-intl-locale';

function useHoursText(week: WeekHours): string {
  const { t } = useTranslation('footer');
  const locale = useIntlLocale();
  return groupWeekHours(week)
    .map((group) => {
      const from = t(`hours.days.${group.firstDay}`);
      const days = group.firstDay === group.lastDay ? from : t('hours.dayRange', { from, to: t(`hours.days.${group.lastDay}`) });
      return group.isOpen
        ? t('hours.open', { days, start: formatClockTime(group.startTime!, locale), end: formatClockTime(group.endTime!, locale) })
        : t('hours.closed', { days });
    })
    .join(t('hours.separator'));
}

export default function FooterHours() {
  const { t, i18n } = useTranslation('footer');
  const { operatingHours, timeZone } = useLenderPackage().lender;
  const pacific = useHoursText(operatingHours.phone);
  const now = new Date();
  const local = timeZone ? weekHoursInZone(operatingHours.phone, timeZone, now) : undefined;
  const localHours = useHoursText(local ?? []);
  const zone = timeZone && timeZoneName(timeZone, now.getTime(), i18n.language);
  return (
    <>
      <p>{t('customerService.hours', { hours: pacific })}</p>
      {local && zone && <p data-testid="hours-in-lender-zone">{t('customerService.hoursInZone', { zone, hours: localHours })}</p>}
    </>
  );
}
