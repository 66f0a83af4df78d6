// A booked in-person notary visit: when (on the home's clock, named), where, who, and a calendar file.
import { useTranslation } from 'react-i18next';
import type { Application } from '@/api/application';
import { oneLineAddress, type Address } from '@/engine/address';
import { timeZoneName } from '@/engine/calendar/time-zones';
import { formatNotaryDay, slotStart, type NotaryContact, type NotarySlot } from '@/engine/closing/notary-schedule';
import { formatClockTime, formatUsPhone } from '@/engine/format/format';
import { SafeTrans } from '../../shell/safe-trans';
import { NotaryCalendarButton } from './notary-calendar-button';
import { useIntlLocale } from '../../i18n/use-intl-locale';

export interface NotaryAppointment extends NotarySlot {
  /** Absent on bookings made before the sandbox named its notary. */
  notary?: NotaryContact;
}

export const appointmentOf = (application: Application) => application.notaryAppointment as NotaryAppointment | undefined;

export function NotaryAppointmentCard({ application, appointment }: { application: Application; appointment: NotaryAppointment }) {
  const { t } = useTranslation('closing');
  const address = (application.property as { address?: Address } | undefined)?.address;
  const location = address ? oneLineAddress(address) : undefined;
  const start = slotStart(appointment);
  const locale = useIntlLocale();
  const zone = timeZoneName(appointment.timeZone, start, locale);
  const { notary } = appointment;
  return (
    <div className="space-y-4 rounded-card border-2 border-primary bg-surface p-5" data-testid="notary-appointment">
      <div className="space-y-1">
        <p className="text-lg font-bold">
          {t('notary.when', { day: formatNotaryDay(appointment.date, locale), time: formatClockTime(appointment.time, locale), zone })}
        </p>
        {location && <p>{t('notary.where', { address: location })}</p>}
      </div>
      {notary && (
        <section aria-labelledby="notary-contact" className="space-y-1">
          <h2 id="notary-contact" className="font-bold">
            {t('notary.contactHeading')}
          </h2>
          <p>{notary.name}</p>
          <p>
            <SafeTrans
              i18nKey="closing:notary.phone"
              values={{ phone: formatUsPhone(notary.phone) }}
              // eslint-disable-next-line jsx-a11y/anchor-has-content -- SafeTrans fills the link text from copy
              links={{ phoneLink: <a className="font-semibold text-primary underline" href={`tel:+1${notary.phone}`} /> }}
            />
          </p>
          <p className="break-words">
            <SafeTrans
              i18nKey="closing:notary.email"
              values={{ email: notary.email }}
              // eslint-disable-next-line jsx-a11y/anchor-has-content -- SafeTrans fills the link text from copy
              links={{ emailLink: <a className="font-semibold text-primary underline" href={`mailto:${notary.email}`} /> }}
            />
          </p>
        </section>
      )}
      <NotaryCalendarButton uuid={application.uuid} slot={appointment} notary={notary} location={location} />
    </div>
  );
}
