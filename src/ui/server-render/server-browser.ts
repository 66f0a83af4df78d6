import { createContext, useContext } from 'react';
import type { EmbeddedBanners } from '../banners/embedded-banners';

/**
 * What a page drawn on the server knows of the browser it is drawn for, from the cookies that
 * mirror the browser's storage (src/engine/routing/page-cookies.ts), and of the page it goes into: the
 * session's token, the telemetry tracker id, and the banners the page's HTML carries. Undefined in
 * the browser, which reads its own storage and page.
 */
export interface ServerBrowser {
  token: string;
  trackerId: string;
  banners: EmbeddedBanners | null;
  /** Called while drawing a page that would move the borrower on at once (the browser then draws it itself). */
  movesOn: () => void;
}

export const ServerBrowserContext = createContext<ServerBrowser | undefined>(undefined);

export const useServerBrowser = () => useContext(ServerBrowserContext);
