import { Suspense } from 'react';
import {
  BrowserRouter,
  matchRoutes,
  Navigate,
  Outlet,
  useLocation,
  useParams,
  useRoutes,
  useSearchParams,
  type RouteObject,
} from 'react-router';
import { applicationGate } from '@/engine/lender/application-gate';
import { isUuid } from '@/engine/validation/uuid';
import { BASENAME } from './address-path';
import { APPLICATION_PAGES } from './application/application-pages';
import { lazyPage, type LazyRoute } from './lazy-route';
import { useLender } from './lender/lender-context';
import { NotAcceptingPage } from './pages/not-accepting-page';
import { NotFoundPage } from './pages/not-found-page';
import { rememberedQuery } from './registration/registration-query';
import { RouteErrorBoundary } from './route-error-boundary';
import { HostExit, MaintenanceGate } from './route-gates';
import { AppShell } from './shell/app-shell';
import { SIGNER_ROUTES } from './signer/signer-routes';
import { SIGNER_AREA, SIGNER_AREA_ROOT } from '@/engine/signer/signer-area';

/** Root and register pages: wholesale and loan-officer-required lenders may not take applications here. */
function ApplicationGateRoute() {
  const lender = useLender();
  const [params] = useSearchParams();
  // Routing keeps only webchat in the URL, so the referrer the journey started with is remembered.
  const gate = applicationGate(lender, { referrer: params.get('referrer') ?? rememberedQuery(lender.orgCode).referrer ?? null });
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
  return <RedirectKeepingQuery to={`${SIGNER_AREA_ROOT}${rest ? `/${rest}` : ''}`} />;
}

/** The register wrapper and register-v2 are one page: moving between them keeps its state. */
const registrationPage = lazyPage(() => import('./registration/register-v2-page'));

/**
 * The preview area (staff's pages, outside the app shell), one lazy module with its own routes, in
 * builds that carry it (src/build/preview-area.ts). Where the build leaves it out the condition is a
 * constant, so neither the route nor the area's code is in the bundles.
 */
const PREVIEW_ROUTES: RouteObject[] =
  import.meta.env.PREVIEW_AREA === 'on' ? [{ path: '/preview/*', ...lazyPage(() => import('./preview/preview-area')) }] : [];

const ROUTES: RouteObject[] = [
  ...PREVIEW_ROUTES,
  {
    path: '/',
    Component: AppShell,
    children: [
      {
        element: (
          <RouteErrorBoundary>
            <MaintenanceGate />
          </RouteErrorBoundary>
        ),
        children: [
          ...(['account', 'terms', 'communications', 'privacy', 'licenses'] as const).map((page) => ({
            path: page,
            element: <HostExit page={page} />,
          })),
          {
            Component: ApplicationGateRoute,
            children: [
              { index: true, element: <RedirectKeepingQuery to="/register-v2" /> },
              { path: 'register-v2/*', ...registrationPage },
              // The register wrapper's own children (spec 000 §2), ranked above its splat.
              { path: 'register/account-setup', ...lazyPage(() => import('./registration/account-setup-page')) },
              { path: 'register/support', ...lazyPage(() => import('./registration/register-support-page')) },
              { path: 'register/*', ...registrationPage },
            ],
          },
          { path: 'account/register', element: <RedirectKeepingQuery to="/register" /> },
          { path: `account/${SIGNER_AREA}/*`, Component: SignerAreaRedirect },
          { path: SIGNER_AREA, children: SIGNER_ROUTES },
          { path: 'sandbox/outbox', ...lazyPage(() => import('./sandbox/outbox-page')) },
          { path: 'electronic-records', ...lazyPage(() => import('./esign/electronic-records-page')) },
          { path: 'text-messages', ...lazyPage(() => import('./sms-consents/text-messages-page')) },
          // The bank's OAuth return, with the application in the path or stored when linking started.
          { path: 'plaid-oauth-success/:uuid?', ...lazyPage(() => import('./application/funding/plaid-oauth-success-page')) },
          {
            path: ':uuid',
            Component: ApplicationRoute,
            children: [
              {
                ...lazyPage(() => import('./application/application-layout')),
                children: [
                  { index: true, ...lazyPage(() => import('./application/application-home-page')) },
                  ...Object.entries(APPLICATION_PAGES).map(([path, importer]) => ({ path, ...lazyPage(importer) })),
                ],
              },
            ],
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

/**
 * Starts loading the pages the current address needs (a page and its layout load side by side, not
 * one after the other), so boot can wait for them and render the page in one go.
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  const matches = matchRoutes(ROUTES, pathname, BASENAME) ?? [];
  return Promise.all(matches.map(({ route }) => (route.handle as LazyRoute['handle'] | undefined)?.preload()));
}

/** The app's pages, under whichever router holds the address: the browser's (AppRouter) or the server's (src/ui/server-render/). */
export function AppRoutes() {
  // Navigations are transitions and keep the old page while the next one loads; the Suspense only
  // catches a page that suspends outside one, showing nothing rather than failing.
  return <Suspense fallback={null}>{useRoutes(ROUTES)}</Suspense>;
}

export function AppRouter() {
  return (
    <BrowserRouter basename={BASENAME}>
      <AppRoutes />
    </BrowserRouter>
  );
}
