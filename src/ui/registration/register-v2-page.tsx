import { useTranslation } from 'react-i18next';
import { PageHeading } from '../shell/page-heading';
import { usePageTitle } from '../shell/use-page-title';

/** Entry of the redesigned registration. The steps themselves come from flows/ (registration journey). */
export default function RegisterV2Page() {
  const { t } = useTranslation('common');
  const title = t('registration.propertyAddress.title');
  usePageTitle(title);
  return (
    <div className="space-y-4">
      <PageHeading>{title}</PageHeading>
      <p className="text-lg text-muted">{t('registration.propertyAddress.intro')}</p>
    </div>
  );
}
