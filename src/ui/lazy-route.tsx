import { lazy, type ComponentType, type ReactElement } from 'react';

/** The spec's limit on reloads after a failed dynamic import (a deploy replaced the chunks). */
export const MAX_IMPORT_RELOADS = 5;
const RETRY_KEY = 'heloc.importRetryCount';

type PageModule = { default: ComponentType };

/**
 * When the chunk cannot be loaded (usually a new deploy removed it), the page reloads to pick up the
 * new build, at most MAX_IMPORT_RELOADS times in a row; after that the error reaches the route's
 * error boundary.
 */
async function importWithReloads(importer: () => Promise<PageModule>): Promise<PageModule> {
  try {
    const module = await importer();
    sessionStorage.removeItem(RETRY_KEY);
    return module;
  } catch (error) {
    const retries = Number(sessionStorage.getItem(RETRY_KEY) ?? '0');
    if (retries >= MAX_IMPORT_RELOADS) throw error;
    sessionStorage.setItem(RETRY_KEY, String(retries + 1));
    window.location.reload();
    // Never settles: the page is going away.
    return new Promise<never>(() => {});
  }
}

/** A route's page, loaded on first use; `handle.preload` starts loading it before it renders. */
export interface LazyRoute {
  element: ReactElement;
  handle: { preload: () => Promise<unknown> };
}

/**
 * A route element for a page module. Once the module is there the page renders at once, so a route
 * preloaded before the first render (main.tsx) never suspends and the prerendered HTML is replaced
 * in one commit; until then React.lazy suspends, which navigations (transitions) ride out on the old page.
 */
export function lazyPage(importer: () => Promise<PageModule>): LazyRoute {
  let loaded: ComponentType | undefined;
  let loading: Promise<PageModule> | undefined;
  const load = () =>
    (loading ??= importWithReloads(importer).then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(load);
  function LazyPage() {
    const Page = loaded ?? Lazy;
    return <Page />;
  }
  return { element: <LazyPage />, handle: { preload: load } };
}

/** A person's own 'Try again' starts a fresh series of reload attempts. */
export const resetImportRetries = () => sessionStorage.removeItem(RETRY_KEY);
