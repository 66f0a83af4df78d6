// The first paint of a signed-in page (an application's, an additional signer's), drawn here for
// the browser to hydrate (docs/performance.md: on the emulated phone nothing painted until the
// scripts, the lender package and the application's data had arrived one after another). The
// drawing is the app's own, from the build's renderer (src/ui/server-render/render-page.tsx, in the
// build's `.server/` folder); this module decides whether a request may have one and gives the
// renderer the session's answers: the API itself, called in-process as the browser would call it,
// so ownership and every other check are the API's. Any doubt (no renderer, no session cookie, a
// token that does not verify, a lender the address does not settle, a failed call) sends the plain
// page, which the browser draws as before.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageForMode, SERVER_RENDER_PAGE } from '../build/page-shells';
import { SERVER_RENDER_DIR, SERVER_RENDER_ENTRY } from '../build/vite-server-render';
import { DEFAULT_LOCALE } from '../engine/i18n/choose-locale';
import type { CopyResources, LenderPackage } from '../engine/lender/lender-package';
import { cookieValue, SESSION_COOKIE, TRACKER_COOKIE } from '../engine/routing/page-cookies';
import type { RenderPage } from '../engine/routing/page-request';
import { isSignedInSignerPath } from '../engine/signer/signer-area';
import { isUuid } from '../engine/validation/uuid';
import { liveClaims } from './auth/authenticate';
import type { TokenSigner } from './auth/tokens';
import type { Database } from './db/database';
import { BASE_PATH } from './config';
import { addressedPackage, lenderPackageFile, preloadLenderPackage, visitLocale } from './static-app';

/** How long a page may take to draw before the plain page is sent instead. */
const RENDER_TIMEOUT_MS = 3000;

/** The build's renderer, or null for a build without one (the dev server's, an older build). */
export async function loadPageRenderer(distDir: string): Promise<RenderPage | null> {
  const file = path.join(distDir, SERVER_RENDER_DIR, SERVER_RENDER_ENTRY);
  if (!existsSync(file)) return null;
  return ((await import(pathToFileURL(file).href)) as { renderPage: RenderPage }).renderPage;
}

/** Whether a path under the base is a signed-in page: an application's (`{uuid}` and the pages under it), or a signer's. */
const isSignedInPath = (pathUnderBase: string) => isUuid(pathUnderBase.split('/')[0]) || isSignedInSignerPath(pathUnderBase);

/**
 * The session's API, called in-process: reads only (GET, and the flag service's look-up, a POST
 * that changes nothing), with the session's token, as the browser's request layer sends them.
 */
function sessionFetch(app: FastifyInstance): typeof fetch {
  return (async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (method !== 'GET' && !(method === 'POST' && url.startsWith(FLAG_LOOKUP)))
      throw new Error(`a page is drawn with reads only, not ${method} ${url}`);
    const res = await app.inject({
      method: method as 'GET' | 'POST',
      url,
      headers: init.headers as Record<string, string>,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(res.body, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? '') } });
  }) as typeof fetch;
}

/** The flag service's look-up (src/api/feature-flags.ts). */
const FLAG_LOOKUP = '/service-optimize/heloc/api/v1/features';

/** A build file as `read` makes it, once per file (a build's files do not change under its server); null when it is not there. */
const builtFiles = new Map<string, unknown>();
function readBuilt<T>(file: string, read: (text: string) => T): T | null {
  if (!builtFiles.has(file)) builtFiles.set(file, existsSync(file) ? read(readFileSync(file, 'utf8')) : null);
  return builtFiles.get(file) as T | null;
}

/** The lender's copy in the visit's language, as the browser assembles it (src/ui/i18n/locale.ts). */
function copyIn(distDir: string, pkg: LenderPackage, locale: string): CopyResources | null {
  if (locale === DEFAULT_LOCALE) return pkg.copy;
  return readBuilt(lenderPackageFile(distDir, pkg.lender.orgCode, locale), (text) => ({
    ...pkg.copy,
    ...(JSON.parse(text) as CopyResources),
  }));
}

const withTimeout = <T>(work: Promise<T>, ms: number) =>
  Promise.race([work, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms).unref())]);

export interface ServerRender {
  renderPage: RenderPage;
  tokens: TokenSigner;
  db: Database;
  distDir: string;
  sandbox: boolean;
}

/**
 * Answers a GET for a signed-in page with the page drawn for the session the cookie names,
 * when it can be; false when the plain page should be sent instead. Such HTML is the borrower's own
 * data: never stored by a cache.
 */
export async function sendServerRendered(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  render: ServerRender,
): Promise<boolean> {
  if (request.method !== 'GET') return false;
  const [urlPath = '', query = ''] = request.url.split('?');
  if (!urlPath.startsWith(BASE_PATH) || !isSignedInPath(urlPath.slice(BASE_PATH.length))) return false;
  const jwt = cookieValue(request.headers.cookie, SESSION_COOKIE);
  const trackerId = cookieValue(request.headers.cookie, TRACKER_COOKIE);
  if (!jwt || !trackerId || !isUuid(trackerId) || !(await liveClaims(render.db, render.tokens, jwt))) return false;
  const pkg = addressedPackage(request, render.distDir);
  if (!pkg) return false;
  const locale = visitLocale(request, pkg);
  const copy = copyIn(render.distDir, pkg, locale);
  // The page a drawing goes into.
  const template = readBuilt(path.join(render.distDir, pageForMode(SERVER_RENDER_PAGE, render.sandbox)), (text) => text);
  if (!copy || template === null) return false;
  const html = await withTimeout(
    render
      .renderPage({
        template,
        at: query ? `${urlPath}?${query}` : urlPath,
        pkg,
        locale,
        copy,
        token: `Bearer ${jwt}`,
        trackerId,
        fetch: sessionFetch(app),
      })
      .catch(() => null),
    RENDER_TIMEOUT_MS,
  );
  if (!html) return false;
  preloadLenderPackage(reply, pkg.lender.orgCode, locale);
  await reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-store').header('vary', 'Cookie').send(html);
  return true;
}
