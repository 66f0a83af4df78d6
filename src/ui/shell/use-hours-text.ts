import { useTranslation } from 'react-i18next';
import { formatClockTime } from '@/engine/format/format';
import { groupWeekHours } from '@/engine/lender/week-hours';
import type { WeekHours } from '@/engine/types/lender';

/** A week's opening hours in the footer's words: 'Mon–Fri 5:00 AM–2:00 PM; Sat …; Sun closed'. */
export function useHoursText(week: WeekHours): string {
  const { t } = useTranslation('footer');
  return groupWeekHours(week)
    .map((group) => {
      const from = t(`hours.days.${group.firstDay}`);
      const days = group.firstDay === group.lastDay ? from : t('hours.dayRange', { from, to: t(`hours.days.${group.lastDay}`) });
      return group.isOpen
        ? t('hours.open', { days, start: formatClockTime(group.startTime!), end: formatClockTime(group.endTime!) })
        : t('hours.closed', { days });
    })
    .join(t('hours.separator'));
}
