// What every page of the preview area sits in: a skip link, a header naming the area, the navigation
// between its pages (the current one marked), and the main landmark the page fills.
import { useEffect } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { PREVIEW_PAGES, previewPath } from './preview-pages';
import { usePreviewText } from './use-preview-text';

export default function PreviewLayout() {
  const t = usePreviewText();
  const { pathname } = useLocation();
  // A page that changes under the layout is announced by its title, as a new page would be.
  const current = PREVIEW_PAGES.find((page) => pathname.replace(/\/$/, '') === previewPath(page));
  useEffect(() => {
    if (current) document.title = `${t(`nav.${current.name}`)} · ${t('area')}`;
  }, [current, t]);
  return (
    // The area's own typeface: the app's follows the tab's last lender, which these pages are not.
    <div
      className="min-h-screen bg-white text-neutral-900 [--font-body:system-ui,sans-serif] [--font-heading:system-ui,sans-serif]"
      style={{ fontFamily: 'var(--font-body)' }}
    >
      <a
        href="#preview-main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-3 focus:text-neutral-900"
      >
        {t('skipToContent')}
      </a>
      <header className="border-b border-neutral-300 bg-neutral-900 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-8 gap-y-2 px-6 py-3">
          <p className="text-lg font-bold">{t('area')}</p>
          <nav aria-label={t('navLabel')}>
            <ul className="flex flex-wrap gap-x-1 gap-y-1">
              {PREVIEW_PAGES.map((page) => (
                <li key={page.name}>
                  <NavLink
                    to={previewPath(page)}
                    end
                    className="inline-flex min-h-11 items-center rounded px-3 underline-offset-4 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white aria-[current=page]:bg-white aria-[current=page]:font-semibold aria-[current=page]:text-neutral-900"
                  >
                    {t(`nav.${page.name}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <main id="preview-main" tabIndex={-1} className="focus:outline-none">
        <Outlet />
      </main>
    </div>
  );
}
