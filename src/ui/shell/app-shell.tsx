import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChatLauncher } from './chat-launcher';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { TelemetryProvider } from '../telemetry/telemetry-provider';
import { BannerStrip } from '../banners/banner-strip';
import { KitProvider } from '../kit/kit-provider';

/** Moves focus to the new page's h1 after client-side navigation, so screen readers announce the step. */
function useFocusHeadingOnNavigate() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.querySelector<HTMLElement>('main h1')?.focus();
  }, [pathname]);
}

export function AppShell() {
  const { t } = useTranslation('common');
  useFocusHeadingOnNavigate();
  return (
    <TelemetryProvider>
      <KitProvider>
        <div className="flex min-h-screen flex-col bg-page text-ink">
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-control focus:bg-surface focus:p-3"
          >
            {t('skipToContent')}
          </a>
          <SiteHeader />
          <BannerStrip />
          {/* At least a screen tall, so the footer never shows and then jumps away while a page loads (layout shift). */}
          <main id="main" className="mx-auto min-h-svh w-full max-w-3xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
            <Outlet />
          </main>
          <SiteFooter />
          <ChatLauncher />
        </div>
      </KitProvider>
    </TelemetryProvider>
  );
}
