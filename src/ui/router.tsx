import { createBrowserRouter, Navigate, Outlet, RouterProvider, useLocation, useParams, useSearchParams } from 'react-router';
import { applicationGate } from '@/engine/lender/application-gate';
import { isUuid } from '@/engine/validation/uuid';
import { APPLICATION_PAGES } from './application/application-pages';
import { lazyPage } from './lazy-route';
import { useLender } from './lender/lender-context';
import { ErrorPage } from './pages/error-page';
import { NotAcceptingPage } from './pages/not-accepting-page';
import { NotFoundPage } from './pages/not-found-page';
import { rememberedQuery } from './registration/registration-storage';
import { HostExit, MaintenanceGate } from './route-gates';
import { AppShell } from './shell/app-shell';
import { SIGNER_ROUTES } from './signer/signer-routes';

export const BASENAME = import.meta.env.BASE_URL.replace(/\/$/, '');

/** Root and register pages: wholesale and loan-officer-required lenders may not take applications here. */
function ApplicationGateRoute() {
  const lender = useLender();
  const [params] = useSearchParams();
  // Routing keeps only webchat in the URL, so the referrer the journey started with is remembered.
  const gate = applicationGate(lender, { referrer: params.get('referrer') ?? rememberedQuery().referrer ?? null });
  return gate === 'open' ? <Outlet /> : <NotAcceptingPage reason={gate} />;
}

/** /{uuid}/…: the application's pages; any other first segment is not a page of ours. */
function ApplicationRoute() {
  const { uuid = '' } = useParams();
  return isUuid(uuid) ? <Outlet /> : <NotFoundPage />;
}

function RedirectKeepingQuery({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate replace to={{ pathname: to, search }} />;
}

/** /account/heloc-signer/* → /heloc-signer/* (spec 000 §2). */
function SignerAreaRedirect() {
  const { '*': rest = '' } = useParams();
  return <RedirectKeepingQuery to={`/heloc-signer${rest ? `/${rest}` : ''}`} />;
}

const router = createBrowserRouter(
  [
    { path: '/preview/lenders', lazy: lazyPage(() => import('./preview/disclosures-preview-page')) },
    {
      path: '/',
      Component: AppShell,
      children: [
        {
          errorElement: <ErrorPage />,
          Component: MaintenanceGate,
          children: [
            ...(['account', 'terms', 'communications', 'privacy', 'licenses'] as const).map((page) => ({
              path: page,
              element: <HostExit page={page} />,
            })),
            {
              Component: ApplicationGateRoute,
              children: [
                { index: true, element: <RedirectKeepingQuery to="/register-v2" /> },
                { path: 'register-v2/*', lazy: lazyPage(() => import('./registration/register-v2-page')) },
                // The register wrapper's own children (spec 000 §2), ranked above its splat.
                { path: 'register/account-setup', lazy: lazyPage(() => import('./registration/account-setup-page')) },
                { path: 'register/support', lazy: lazyPage(() => import('./registration/register-support-page')) },
                { path: 'register/*', lazy: lazyPage(() => import('./registration/register-v2-page')) },
              ],
            },
            { path: 'account/register', element: <RedirectKeepingQuery to="/register" /> },
            { path: 'account/heloc-signer/*', Component: SignerAreaRedirect },
            { path: 'heloc-signer', children: SIGNER_ROUTES },
            {
              path: ':uuid',
              Component: ApplicationRoute,
              children: [
                {
                  lazy: lazyPage(() => import('./application/application-layout')),
                  children: [
                    { index: true, lazy: lazyPage(() => import('./application/application-home-page')) },
                    ...Object.entries(APPLICATION_PAGES).map(([path, importer]) => ({ path, lazy: lazyPage(importer) })),
                  ],
                },
              ],
            },
            { path: '*', Component: NotFoundPage },
          ],
        },
      ],
    },
  ],
  { basename: BASENAME },
);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
