// The sentence that says which clock notary times are on: the home's, by its state.
import { useTranslation } from 'react-i18next';
import type { Application } from '@/api/application';
import type { Address } from '@/engine/address';
import { homeTimeZone, timeZoneName } from '@/engine/calendar/time-zones';
import type { StateTimeZones } from '@/engine/types/state-time-zones';
import timeZonesFile from '../../../../flows/state-time-zones.json';
import { useIntlLocale } from '../../i18n/use-intl-locale';

/** 'Times are in Mountain Standard Time, where your home is in Arizona.' for the zone the times are in. */
export function TimeZoneNote({ application, timeZone, at }: { application: Application; timeZone: string; at: number }) {
  const { t } = useTranslation('closing');
  const zone = timeZoneName(timeZone, at, useIntlLocale());
  const home = homeTimeZone(timeZonesFile as StateTimeZones, (application.property as { address?: Address } | undefined)?.address?.state);
  return (
    <p className="rounded-card bg-surface p-3 font-semibold" data-testid="notary-time-zone">
      {home.stateName && home.timeZone === timeZone ? t('notary.zoneAtHome', { zone, state: home.stateName }) : t('notary.zone', { zone })}
    </p>
  );
}
