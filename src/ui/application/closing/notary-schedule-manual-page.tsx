// notary/schedule-manual: the borrower chooses an in-person notary over the online session and
// books a time; the status moves to manual deed signing, whose page (notary/reserve-manual) shows
// the booking. The page goes there itself: the layout leaves a borrower on a notary sub-page.
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatMoney } from '@/engine/format/format';
import { useLender } from '../../lender/lender-context';
import { useApplicationOutlet } from '../application-layout';
import { ApplicationPage } from '../page-parts';
import { NotaryTimePicker } from './notary-time-picker';

export default function NotaryScheduleManualPage() {
  const { t } = useTranslation('closing');
  const lender = useLender();
  const { application } = useApplicationOutlet();
  const navigate = useNavigate();
  return (
    <ApplicationPage title={t('schedule.title')} intro={t('schedule.lead', { fee: formatMoney(lender.product.fees.manualNotary) })}>
      <NotaryTimePicker submitLabel={t('schedule.submit')} onBooked={() => void navigate(`/${application.uuid}/notary/reserve-manual`)} />
      <Link to={`/${application.uuid}/notary/intro`} className="inline-flex min-h-11 items-center font-semibold text-primary underline">
        {t('schedule.back')}
      </Link>
    </ApplicationPage>
  );
}
