// The sign-in area, /auth/…, outside the app's base path (spec 001 §2: /auth/login is the login
// page and the logout redirect). The sandbox server answers it with the same index.html; main.tsx
// renders this router there instead of the app's.
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router';
import { lazyPage } from '../lazy-route';
import { RouteErrorBoundary } from '../route-error-boundary';
import { AppShell } from '../shell/app-shell';

const ROUTES: RouteObject[] = [
  {
    // The server answers only these pages (static-app.ts) with the app's HTML.
    path: '/auth',
    Component: AppShell,
    children: [
      {
        // Inside the shell, so a failure keeps the header and footer (as the app's router does).
        element: <RouteErrorBoundary>{lazyPage(() => import('./login-page')).element}</RouteErrorBoundary>,
        path: 'login',
      },
      {
        element: <RouteErrorBoundary>{lazyPage(() => import('./forgot-password-page')).element}</RouteErrorBoundary>,
        path: 'forgot-password',
      },
      {
        element: <RouteErrorBoundary>{lazyPage(() => import('./reset-password-page')).element}</RouteErrorBoundary>,
        path: 'reset-password',
      },
    ],
  },
];

function AuthRoutes() {
  return useRoutes(ROUTES);
}

export default function AuthRouter() {
  return (
    <BrowserRouter>
      <AuthRoutes />
    </BrowserRouter>
  );
}
