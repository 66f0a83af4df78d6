// notary/intro (NOTARY_DISCLOSURE, ATTORNEY_REVIEW, NOTARY_WAITING_PERIOD, DEED_SIGNING): the deed
// is signed with a notary, online now or in person at a booked time. Its title is the spec's
// progress label for the step. While an attorney reviews or a waiting period runs, it only waits.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notaryStepLabel } from '@/engine/closing/notary-schedule';
import { formatMoney } from '@/engine/format/format';
import { useLender } from '../../lender/lender-context';
import { useApplicationOutlet } from '../application-layout';
import { ApplicationPage, PRIMARY_BUTTON_CLASS, WaitingPage } from '../page-parts';
import { appointmentOf, NotaryAppointmentCard } from './notary-appointment';
import { NotaryChecklist } from './notary-checklist';

const WAITING: Readonly<Record<string, string>> = {
  ATTORNEY_REVIEW: 'notary.attorneyReview',
  NOTARY_WAITING_PERIOD: 'notary.waitingPeriod',
};

export default function NotaryIntroPage() {
  const { t } = useTranslation('closing');
  const lender = useLender();
  const { application, status } = useApplicationOutlet();
  const title = t(`notary.labels.${notaryStepLabel(status)}`);
  // While invited owners sign the deed, the wait is theirs, not the state's.
  const waiting = application.coDeedStatus === 'INVITED' ? 'notary.coDeedersSigning' : WAITING[status.checklistStatus];
  const appointment = appointmentOf(application);
  const base = `/${application.uuid}/notary`;

  if (waiting) {
    return <WaitingPage title={title} intro={t('notary.lead')} message={t(waiting)} />;
  }
  return (
    <ApplicationPage title={title} intro={t('notary.lead')}>
      {Boolean(status.manualNotary) && appointment ? (
        <NotaryAppointmentCard application={application} appointment={appointment} />
      ) : (
        <>
          <p>{t('notary.onlineLead')}</p>
          <NotaryChecklist />
          <Link to={`${base}/session`} className={PRIMARY_BUTTON_CLASS}>
            {t('notary.join')}
          </Link>
          <section aria-labelledby="notary-manual" className="space-y-2 rounded-card border border-line bg-surface p-5">
            <h2 id="notary-manual" className="text-lg font-bold">
              {t('notary.manualHeading')}
            </h2>
            <p>{t('notary.manualLead', { fee: formatMoney(lender.product.fees.manualNotary) })}</p>
            <Link to={`${base}/schedule-manual`} className="inline-flex min-h-11 items-center font-semibold text-primary underline">
              {t('notary.manualLink')}
            </Link>
          </section>
        </>
      )}
    </ApplicationPage>
  );
}
