// Route-level rules of the spec that are not pages: maintenance mode and the exits to the host site.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { isUnderMaintenance } from '@/engine/routing/maintenance';
import { useFlagState } from './api/use-flags';
import { useLender } from './lender/lender-context';
import { MaintenancePage } from './pages/maintenance-page';

const MAINTENANCE_FLAG = 'fe-heloc-maintenance';

/** The listed routes show the maintenance page while the flag is on; pages render meanwhile. */
export function MaintenanceGate() {
  const { pathname } = useLocation();
  const { enabled, variables } = useFlagState();
  const blocked = isUnderMaintenance(Boolean(enabled[MAINTENANCE_FLAG]), variables[MAINTENANCE_FLAG]?.routes, pathname);
  return blocked ? <MaintenancePage /> : <Outlet />;
}

type HostPage = 'account' | 'terms' | 'communications' | 'privacy' | 'licenses';

/**
 * /account and the exact legal paths leave for the host site (spec 000 §2): the lender's own page
 * where its data names one (always https, the lender schema insists), else the host's path.
 */
export function HostExit({ page }: { page: HostPage }) {
  const { t } = useTranslation('common');
  const { company } = useLender();
  const target =
    {
      account: '/dashboard',
      terms: company.termsOfUseUrl,
      privacy: company.privacyPolicyUrl,
      licenses: company.licensesUrl,
      communications: undefined,
    }[page] ?? `/${page}`;
  useEffect(() => window.location.replace(target), [target]);
  return (
    <p role="status" className="text-muted">
      {t('leaving')}
    </p>
  );
}
