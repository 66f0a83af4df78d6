// heloc-signer/cancelled: the invitation cannot be used (the application was cancelled, or the
// link is unknown or expired); the way on is a person.
import { useTranslation } from 'react-i18next';
import { ApplicationPage } from '../application/page-parts';
import { ContactHelp } from './contact-help';

export default function CancelledPage() {
  const { t } = useTranslation('signer');
  return (
    <ApplicationPage title={t('cancelled.title')} intro={t('cancelled.intro')}>
      <ContactHelp />
    </ApplicationPage>
  );
}
