// The spec's Pacific hours on the lender's own clocks (Harbor's members are in Massachusetts), named
// by the browser's own words for the zone ('Eastern Time').
import { useTranslation } from 'react-i18next';
import { weekHoursInZone } from '@/engine/lender/hours-in-zone';
import type { WeekHours } from '@/engine/types/lender';
import { useHoursText } from './use-hours-text';

export default function HoursInLenderZone({ week, timeZone }: { week: WeekHours; timeZone: string }) {
  const { t, i18n } = useTranslation('footer');
  const local = weekHoursInZone(week, timeZone, new Date());
  const hours = useHoursText(local ?? []);
  const zone = new Intl.DateTimeFormat(i18n.language, { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts()
    .find((part) => part.type === 'timeZoneName')?.value;
  if (!local || !zone) return null;
  return <p data-testid="hours-in-lender-zone">{t('customerService.hoursInZone', { zone, hours })}</p>;
}
