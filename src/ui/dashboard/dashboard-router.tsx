// The host site's dashboard, /dashboard, outside the app's base path. The sandbox server answers it
// with the app's HTML (static-app.ts); main.tsx renders this router there instead of the app's.
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router';
import { DASHBOARD_PATH } from '@/engine/dashboard/dashboard';
import { lazyPage } from '../lazy-route';
import { RouteErrorBoundary } from '../route-error-boundary';
import { AppShell } from '../shell/app-shell';

const ROUTES: RouteObject[] = [
  {
    path: DASHBOARD_PATH,
    Component: AppShell,
    // Inside the shell, so a failure keeps the header and footer (as the app's router does).
    children: [{ index: true, element: <RouteErrorBoundary>{lazyPage(() => import('./dashboard-page')).element}</RouteErrorBoundary> }],
  },
];

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
