import { lazy, startTransition, StrictMode, Suspense } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { I18nextProvider } from 'react-i18next';
import { fetchLenderIndex, fetchLenderPackage } from '@/api/lender-package';
import { createApiClient, localTokenStore, mirrorSession } from '@/api/request';
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
import { loadSignedInHeader } from './shell/site-header';
import { drawnAnswersAreFresh } from './server-render/drawn-answers';
import { readServerData } from './server-render/server-data';
import { mirrorTrackerId, trackerId } from './telemetry/tracker-storage';
import './styles.css';

const ORG_STORAGE_KEY = 'heloc.orgCode';

/** The sign-in area (/auth/…) lies outside the app's base path, so it has its own small router. */
const AuthRouter = lazy(() => import('./auth/auth-router'));
/** So are the host's pages (/dashboard, /contact, …), which the sandbox serves with this app. */
const DashboardRouter = lazy(() => import('./dashboard/dashboard-router'));

async function boot(): Promise<void> {
  // The entry's modules were evaluated in this task; booting in the next keeps each of the two
  // shorter than a phone's 50 ms budget more often.
  await new Promise((resolve) => setTimeout(resolve));
  const container = document.getElementById('root')!;
  // A signed-in page the server drew (src/ui/server-render/render-page.tsx) is hydrated with the answers it was drawn from.
  const drawnWith = readServerData(document);
  // The cookies the server draws such a page with follow this browser's storage (set before they existed, or by another tab).
  mirrorSession(localTokenStore().get());
  mirrorTrackerId(trackerId());
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
    // A page drawn for this lender already wears its theme (its variables, typefaces and theme colour).
    if (drawnWith?.drawnFor.orgCode !== orgCode) applyTheme(pkg.theme);
    // A drawn page is a signed-in one; what its header shows is loaded with the page's code.
    const headerReady = drawnWith ? loadSignedInHeader(pkg.lender) : undefined;
    const { locale, copy } = await startingLocale(pkg);
    const i18n = await initI18n(copy, locale);
    followLanguage(i18n);
    await Promise.all([pageReady, headerReady?.catch(() => undefined)]);
    const api = createApiClient({
      orgCode,
      tokens: localTokenStore(),
      // The spec: a session that is no longer valid goes to login, with a safe way back.
      onUnauthenticated: goToLogin,
    });
    const app = (
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
      </StrictMode>
    );
    // Drawn, or hydrated, as a transition: React works in slices and lets the browser answer between
    // them, where an urgent first render would hold a phone's main thread for the whole page.
    // Only a drawing of this lender in this language is the app's first render; any other is drawn again.
    if (drawnWith?.drawnFor.orgCode === orgCode && drawnWith.drawnFor.locale === locale) {
      const fresh = drawnAnswersAreFresh(drawnWith.answers, () => window.location.href);
      startTransition(
        () => void hydrateRoot(container, <SWRConfig value={{ fallback: drawnWith.answers, use: [fresh] }}>{app}</SWRConfig>),
      );
      return;
    }
    const root = createRoot(container);
    startTransition(() => root.render(app));
  } catch (error) {
    console.error('No private label data found', error);
    createRoot(container).render(<NoLenderDataPage />);
  }
}

void boot();
