// The application pages built so far, by their destination under /{uuid}/. The status router only
// sends a borrower to a page listed here; any other destination shows the application home.
import type { ComponentType } from 'react';

export const APPLICATION_PAGES: Readonly<Record<string, () => Promise<{ default: ComponentType }>>> = {
  'product/select': () => import('./product-select-page'),
};

export const isBuiltPage = (destination: string) => destination === '' || Object.hasOwn(APPLICATION_PAGES, destination);
