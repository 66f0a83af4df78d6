// insurance/requirements: what the declaration page must show, with the lender's mortgagee clause
// from its company data, and the way back to the upload.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { oneLineAddress } from '@/engine/address';
import { useLender } from '../../lender/lender-context';
import { useApplicationOutlet } from '../application-layout';
import { ApplicationPage, PRIMARY_BUTTON_CLASS } from '../page-parts';

const ITEMS = ['insured', 'address', 'policy', 'dates', 'coverage', 'mortgagee', 'contact'] as const;

export default function InsuranceRequirementsPage() {
  const { t } = useTranslation('funding');
  const { company } = useLender();
  const { application } = useApplicationOutlet();
  const mortgagee = { company: company.companyName, address: oneLineAddress(company.companyAddress) };
  return (
    <ApplicationPage title={t('requirements.title')} intro={t('requirements.intro')}>
      <ul className="list-disc space-y-2 pl-6">
        {ITEMS.map((item) => (
          <li key={item}>{t(`requirements.items.${item}`, mortgagee)}</li>
        ))}
      </ul>
      <p>{t('requirements.mortgageeNote')}</p>
      <p>{t('requirements.flood')}</p>
      <p className="text-muted">{t('requirements.photo')}</p>
      <Link to={`/${application.uuid}/insurance/upload`} className={PRIMARY_BUTTON_CLASS}>
        {t('requirements.upload')}
      </Link>
    </ApplicationPage>
  );
}
