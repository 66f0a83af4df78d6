// The sign-in area, /auth/…, outside the app's base path (spec 001 §2: /auth/login is the login
// page and the logout redirect). The sandbox server answers it with the same index.html; main.tsx
// renders this router there instead of the app's.
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { lazyPage } from '../lazy-route';
import { ErrorPage } from '../pages/error-page';
import { AppShell } from '../shell/app-shell';

export default function AuthRouter() {
  // Made on first render, so a browser router listens only where this area is shown.
  const [router] = useState(() =>
    createBrowserRouter([
      {
        // The server answers only /auth/login (static-app.ts) with the app's HTML.
        path: '/auth',
        Component: AppShell,
        children: [
          {
            // Inside the shell, so a failure keeps the header and footer (as the app's router does).
            errorElement: <ErrorPage />,
            children: [{ path: 'login', lazy: lazyPage(() => import('./login-page')) }],
          },
        ],
      },
    ]),
  );
  return <RouterProvider router={router} />;
}
