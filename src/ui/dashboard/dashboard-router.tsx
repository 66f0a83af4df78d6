// The host site's pages the app links to (/dashboard, /contact, …), outside the app's base path. The
// sandbox server answers them with the app's HTML (static-app.ts); main.tsx renders this router there
// instead of the app's.
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router';
import { HOST_PAGE_PATHS, type HostPage as HostPageName } from '@/engine/dashboard/host-pages';
import { lazyPage } from '../lazy-route';
import { RouteErrorBoundary } from '../route-error-boundary';
import { AppShell } from '../shell/app-shell';
import { HostPage } from './host-page';

const ROUTES: RouteObject[] = (Object.keys(HOST_PAGE_PATHS) as HostPageName[]).map((page) => ({
  path: HOST_PAGE_PATHS[page],
  Component: AppShell,
  // Inside the shell, so a failure keeps the header and footer (as the app's router does).
  children: [
    {
      index: true,
      element:
        page === 'dashboard' ? (
          <RouteErrorBoundary>{lazyPage(() => import('./dashboard-page')).element}</RouteErrorBoundary>
        ) : (
          <HostPage page={page} />
        ),
    },
  ],
}));

function DashboardRoutes() {
  return useRoutes(ROUTES);
}

export default function DashboardRouter() {
  return (
    <BrowserRouter>
      <DashboardRoutes />
    </BrowserRouter>
  );
}
