import type { ComponentType } from 'react';

/** The spec's limit on reloads after a failed dynamic import (a deploy replaced the chunks). */
export const MAX_IMPORT_RELOADS = 5;
const RETRY_KEY = 'heloc.importRetryCount';

/**
 * A react-router `lazy` loader for a page module. When the chunk cannot be loaded (usually a new
 * deploy removed it), the page reloads to pick up the new build, at most MAX_IMPORT_RELOADS times
 * in a row; after that the error reaches the route's error page.
 */
export function lazyPage(importer: () => Promise<{ default: ComponentType }>) {
  return async () => {
    try {
      const module = await importer();
      sessionStorage.removeItem(RETRY_KEY);
      return { Component: module.default };
    } catch (error) {
      const retries = Number(sessionStorage.getItem(RETRY_KEY) ?? '0');
      if (retries >= MAX_IMPORT_RELOADS) throw error;
      sessionStorage.setItem(RETRY_KEY, String(retries + 1));
      window.location.reload();
      // Never settles: the page is going away.
      return new Promise<never>(() => {});
    }
  };
}

/** A person's own 'Try again' starts a fresh series of reload attempts. */
export const resetImportRetries = () => sessionStorage.removeItem(RETRY_KEY);
