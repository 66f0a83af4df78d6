// A booked in-person notary visit: when and where.
import { useTranslation } from 'react-i18next';
import type { Application } from '@/api/application';
import { oneLineAddress, type Address } from '@/engine/address';
import { formatNotaryDay } from '@/engine/closing/notary-schedule';
import { formatClockTime } from '@/engine/format/format';

export interface NotaryAppointment {
  date: string;
  time: string;
}

export const appointmentOf = (application: Application) => application.notaryAppointment as NotaryAppointment | undefined;

export function NotaryAppointmentCard({ application, appointment }: { application: Application; appointment: NotaryAppointment }) {
  const { t } = useTranslation('closing');
  const address = (application.property as { address?: Address } | undefined)?.address;
  return (
    <div className="space-y-1 rounded-card border-2 border-primary bg-surface p-5" data-testid="notary-appointment">
      <p className="text-lg font-bold">
        {t('notary.when', { day: formatNotaryDay(appointment.date), time: formatClockTime(appointment.time) })}
      </p>
      {address && <p>{t('notary.where', { address: oneLineAddress(address) })}</p>}
    </div>
  );
}
