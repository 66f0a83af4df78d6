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
    // A server rendering the page has no session storage, and nothing to reload.
    globalThis.sessionStorage?.removeItem(RETRY_KEY);
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
 * A component from a module loaded by `load` (called once, on first render or before, by the
 * returned `load`). Once the module is there the component renders at once: one loaded before its
 * first render never suspends, so a drawn page hydrates it in the same pass as its surroundings,
 * and the prerendered HTML is replaced in one commit. Until then React.lazy suspends, which
 * navigations (transitions) ride out on the old page.
 */
export function lazyOnceLoaded<Props extends object = object>(
  importer: () => Promise<{ default: ComponentType<Props> }>,
): { Component: ComponentType<Props>; load: () => Promise<unknown> } {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const load = () =>
    (loading ??= importer().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(load);
  function Component(props: Props) {
    const Loaded = (loaded ?? Lazy) as ComponentType<Props>;
    return <Loaded {...props} />;
  }
  return { Component, load };
}

/** A route element for a page module (lazyOnceLoaded), with reloads when its chunk is gone. */
export function lazyPage(importer: () => Promise<PageModule>): LazyRoute {
  const { Component, load } = lazyOnceLoaded(() => importWithReloads(importer));
  return { element: <Component />, handle: { preload: load } };
}

/** A person's own 'Try again' starts a fresh series of reload attempts. */
export const resetImportRetries = () => sessionStorage.removeItem(RETRY_KEY);
