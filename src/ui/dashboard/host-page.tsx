// The sandbox's stand-ins for the host site's pages the header links to: Support shows how to reach
// the lender; any other page says it belongs to the lender's website and leads back to the dashboard.
import { useTranslation } from 'react-i18next';
import { DASHBOARD_PATH } from '@/engine/dashboard/dashboard';
import type { HostPage as HostPageName } from '@/engine/dashboard/host-pages';
import { useLender } from '../lender/lender-context';
import { CustomerService } from '../shell/customer-service';
import { PageHeading } from '../shell/page-heading';
import { usePageTitle } from '../shell/use-page-title';

const LINK =
  'inline-flex min-h-12 items-center justify-center rounded-button bg-primary px-6 font-semibold text-on-primary hover:bg-primary-hover';

export function HostPage({ page }: { page: HostPageName }) {
  const { t } = useTranslation('dashboard');
  const { t: tCommon } = useTranslation('common');
  const { companyName } = useLender().company;
  const title = page === 'support' ? t('host.support.title') : tCommon(`hostNavigation.${page}`);
  usePageTitle(title);
  return (
    <div className="space-y-6">
      <PageHeading>{title}</PageHeading>
      {page === 'support' ? (
        <div className="space-y-3 text-lg">
          <CustomerService />
        </div>
      ) : (
        <p className="text-lg text-muted">{t('host.standIn', { companyName })}</p>
      )}
      <a className={LINK} href={DASHBOARD_PATH}>
        {t('host.backToDashboard')}
      </a>
    </div>
  );
}
