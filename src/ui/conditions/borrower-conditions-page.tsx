// /{uuid}/conditions: the borrower's document requests.
import { useTranslation } from 'react-i18next';
import { useApplicationOutlet } from '../application/application-layout';
import { ApplicationPage } from '../application/page-parts';
import { ConditionsList } from './conditions-list';

export default function BorrowerConditionsPage() {
  const { t } = useTranslation('conditions');
  const { application } = useApplicationOutlet();
  return (
    <ApplicationPage title={t('list.title')} intro={t('list.intro')}>
      <ConditionsList uuid={application.uuid} areaRoot={`/${application.uuid}`} />
    </ApplicationPage>
  );
}
