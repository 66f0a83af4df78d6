// notary/error: the session ended before the deed was signed. The spec's generic fallback
// buttons ('Try again', 'Go to dashboard') and the lender's contact.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApplicationOutlet } from '../application-layout';
import { ApplicationPage, PRIMARY_BUTTON_CLASS, SECONDARY_BUTTON_CLASS } from '../page-parts';
import { ContactLine } from './contact-line';

export default function NotaryErrorPage() {
  const { t } = useTranslation('closing');
  const { application, destination } = useApplicationOutlet();
  return (
    <ApplicationPage title={t('error.title')} intro={t('error.lead')}>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to={`/${application.uuid}/${destination}`} className={PRIMARY_BUTTON_CLASS}>
          {t('tryAgain')}
        </Link>
        <a href="/dashboard" className={SECONDARY_BUTTON_CLASS}>
          {t('goToDashboard')}
        </a>
      </div>
      <ContactLine />
    </ApplicationPage>
  );
}
