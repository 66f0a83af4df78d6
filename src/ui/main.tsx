import { lazy, startTransition, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { fetchLenderIndex, fetchLenderPackage } from '@/api/lender-package';
import { createApiClient, localTokenStore } from '@/api/request';
import { isAuthPath } from '@/engine/auth/after-login';
import { hostPageAt } from '@/engine/dashboard/host-pages';
import { resolveOrgCode } from '@/engine/lender/resolve-org-code';
import { ApiContext } from './api/api-context';
import { goToLogin } from './api/session';
import { DevToolbarLauncher } from './auth/dev-toolbar-launcher';
import { applyTheme } from './boot/apply-theme';
import { initI18n } from './i18n/init-i18n';
import { followLanguage, startingLocale } from './i18n/locale';
import { LenderContext } from './lender/lender-context';
import { NoLenderDataPage } from './pages/no-lender-data-page';
import { AppRouter, preloadRoute } from './router';
import './styles.css';

const ORG_STORAGE_KEY = 'heloc.orgCode';

/** The sign-in area (/auth/…) lies outside the app's base path, so it has its own small router. */
const AuthRouter = lazy(() => import('./auth/auth-router'));
/** So are the host's pages (/dashboard, /contact, …), which the sandbox serves with this app. */
const DashboardRouter = lazy(() => import('./dashboard/dashboard-router'));

async function boot(): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  const authArea = isAuthPath(window.location.pathname);
  const dashboard = hostPageAt(window.location.pathname) !== undefined;
  // The page's code loads while the lender data does; a page that cannot load shows its error page
  // once rendered (the route's error boundary), so a failure here is not the lender data's.
  const pageReady = authArea || dashboard ? Promise.resolve() : preloadRoute(window.location.pathname).catch(() => undefined);
  try {
    const index = await fetchLenderIndex();
    const orgCode = resolveOrgCode(index, {
      query: new URLSearchParams(window.location.search).get('org'),
      remembered: sessionStorage.getItem(ORG_STORAGE_KEY),
      hostname: window.location.hostname,
    });
    const pkg = await fetchLenderPackage(orgCode);
    sessionStorage.setItem(ORG_STORAGE_KEY, orgCode);
    applyTheme(pkg.theme);
    const { locale, copy } = await startingLocale(pkg);
    const i18n = await initI18n(copy, locale);
    followLanguage(i18n);
    await pageReady;
    const api = createApiClient({
      orgCode,
      tokens: localTokenStore(),
      // The spec: a session that is no longer valid goes to login, with a safe way back.
      onUnauthenticated: goToLogin,
    });
    // Drawn as a transition: React draws the page in slices and lets the browser answer between them,
    // where an urgent first render would hold a phone's main thread for the whole page.
    startTransition(() =>
      root.render(
        <StrictMode>
          <I18nextProvider i18n={i18n}>
            <LenderContext value={pkg}>
              <ApiContext value={api}>
                {authArea || dashboard ? (
                  <Suspense fallback={null}>{authArea ? <AuthRouter /> : <DashboardRouter />}</Suspense>
                ) : (
                  <AppRouter />
                )}
                <DevToolbarLauncher />
              </ApiContext>
            </LenderContext>
          </I18nextProvider>
        </StrictMode>,
      ),
    );
  } catch (error) {
    console.error('No private label data found', error);
    root.render(<NoLenderDataPage />);
  }
}

void boot();
