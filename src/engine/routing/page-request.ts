// The call between the server and the build's renderer of signed-in pages (src/server/server-render.ts
// calls src/ui/server-render/render-page.tsx), declared once where both may import it.
import type { CopyResources, LenderPackage } from '../lender/lender-package';

export interface PageRequest {
  /** The page's HTML as the build wrote it for the server's mode (src/build/vite-page-shells.ts), with its root's marker. */
  template: string;
  /** The address: path and query. */
  at: string;
  pkg: LenderPackage;
  locale: string;
  /** The lender's copy in `locale` (the package's, with the language's own where it is not English). */
  copy: CopyResources;
  /** The session's stored token ('Bearer …') and the browser's telemetry tracker id, from the cookies that mirror them. */
  token: string;
  trackerId: string;
  /** The server's own API, answering as this session would be answered. */
  fetch: typeof fetch;
}

/** The page's HTML, or null when it cannot be drawn there (the plain page goes out). */
export type RenderPage = (page: PageRequest) => Promise<string | null>;
