// heloc-signer/error: the area's fallback, in the spec's words. 'Try again' starts over from the
// signer login; there is no 'Go to dashboard', which the spec hides from additional signers.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApplicationPage, PRIMARY_BUTTON_CLASS } from '../application/page-parts';
import { ContactHelp } from './contact-help';
import { signerAreaPath } from '@/engine/signer/signer-area';

export default function SignerErrorPage() {
  const { t } = useTranslation('signer');
  return (
    <ApplicationPage title={t('error.title')} intro={t('error.message')}>
      <Link to={signerAreaPath('login')} className={PRIMARY_BUTTON_CLASS}>
        {t('error.tryAgain')}
      </Link>
      <ContactHelp />
    </ApplicationPage>
  );
}
