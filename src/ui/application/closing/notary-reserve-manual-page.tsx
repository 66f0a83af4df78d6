// notary/reserve-manual (MANUAL_DEED_SIGNING): the deed is signed in person. Without a booking the
// borrower reserves a time; with one, the page shows it and lets them change it (and, in the sandbox,
// say the visit happened, since no notary will report it).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { holdNotaryVisitInSandbox } from '@/api/closing';
import { useApi } from '../../api/api-context';
import { useApplicationOutlet } from '../application-layout';
import { ApplicationPage, SECONDARY_BUTTON_CLASS } from '../page-parts';
import { appointmentOf, NotaryAppointmentCard } from './notary-appointment';
import { NotaryTimePicker } from './notary-time-picker';
import { SandboxControl } from './sandbox-control';

export default function NotaryReserveManualPage() {
  const { t } = useTranslation('closing');
  const request = useApi();
  const { pathname } = useLocation();
  const { application, afterStep } = useApplicationOutlet();
  const appointment = appointmentOf(application);
  const [changing, setChanging] = useState(false);

  if (appointment && !changing) {
    return (
      <ApplicationPage title={t('reserve.bookedTitle')} intro={t('reserve.bookedLead')}>
        <NotaryAppointmentCard application={application} appointment={appointment} />
        <button type="button" className={SECONDARY_BUTTON_CLASS} onClick={() => setChanging(true)}>
          {t('reserve.change')}
        </button>
        <SandboxControl
          copyKey="reserve.sandboxVisit"
          act={async () => {
            await holdNotaryVisitInSandbox(request, application.uuid);
            // The deed is signed: the layout takes the borrower to the page of the status it moved to.
            await afterStep(pathname, false);
          }}
        />
      </ApplicationPage>
    );
  }
  return (
    <ApplicationPage title={t('reserve.title')} intro={t('reserve.lead')}>
      <NotaryTimePicker submitLabel={t('reserve.submit')} onBooked={() => setChanging(false)} />
      {appointment && (
        <button type="button" className={SECONDARY_BUTTON_CLASS} onClick={() => setChanging(false)}>
          {t('reserve.keep')}
        </button>
      )}
    </ApplicationPage>
  );
}
