// Serves the Vite build under the base path: hashed assets cached forever, lender packages and
// the HTML revalidated on every visit, and client routes answered with index.html. Files come in
// the build's precompressed encodings (.br, .gz beside them) when the browser accepts one. The build
// writes each HTML page for both of the server's modes, with that mode's banners in it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { applicationGate } from '../engine/lender/application-gate';
import type { LenderIndex, LenderPackage } from '../engine/lender/lender-package';
import { HOST_PAGE_PATHS } from '../engine/dashboard/host-pages';
import { FORGOT_PASSWORD_PATH, LOGIN_PATH, RESET_PASSWORD_PATH } from '../engine/routing/login-redirect';
import { pageForMode, shellFile } from '../build/page-shells';
import { acceptedLanguages } from '../engine/i18n/accept-language';
import { chooseLocale, DEFAULT_LOCALE } from '../engine/i18n/choose-locale';
import { BASE_PATH } from './config';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Folders of real files: a miss there is a 404, never the HTML (a browser would run it as a script). */
const FILE_FOLDERS = ['assets/', 'lender-packages/'];

/** Whether a path under the base is a client route (answered with index.html) rather than a missing file. */
export function isClientRoute(pathUnderBase: string): boolean {
  if (FILE_FOLDERS.some((folder) => pathUnderBase.startsWith(folder))) return false;
  const lastSegment = pathUnderBase.split('/').at(-1) ?? '';
  // Client routes never end in a file extension; `favicon.ico` and `app.js` that are missing are 404s.
  return !/\.[a-z0-9]{1,8}$/i.test(lastSegment);
}

/** The pages sent with their heading prerendered (src/build/page-shells.ts), by their path under the base. */
const SHELL_PATHS: readonly [RegExp, string][] = [
  [/^register(?:-v2)?\/?$/, 'first-step'],
  [/^heloc-signer\/login\/?$/, 'signer-login'],
];

/**
 * The HTML a client route is answered with: a page shell's own (the first registration step, the
 * signer's login), in the visit's language, when the build has one, and for the first step only
 * when the lender takes applications there (`takesApplications`: a wholesale or loan-officer-required
 * lender's register page is its not-accepting page, so a prerendered question would only flash),
 * else index.html; in the sandbox, the pages with the sandbox's banners (when the build has them).
 */
export function htmlFileFor(
  pathUnderBase: string,
  distDir: string,
  sandbox = false,
  takesApplications = true,
  locale = DEFAULT_LOCALE,
): string {
  const shell = SHELL_PATHS.find(([pattern]) => pattern.test(pathUnderBase))?.[1];
  return shellOrIndex(shell === 'first-step' && !takesApplications ? undefined : shell, distDir, sandbox, locale);
}

/** A shell's file in the language and the server's mode, falling back to what the build has: English, then index.html. */
function shellOrIndex(shell: string | undefined, distDir: string, sandbox: boolean, locale: string): string {
  const file = shell && existsSync(path.join(distDir, shellFile(shell, locale))) ? shellFile(shell, locale) : 'index.html';
  return existsSync(path.join(distDir, pageForMode(file, sandbox))) ? pageForMode(file, sandbox) : file;
}

/**
 * The lender a page's boot will ask for, when the address settles it: a known org query, else the
 * host's own lender (src/engine/lender/resolve-org-code.ts; the tab's remembered lender, which the
 * server cannot see, comes between them, but differs from the host's only after a visit by query).
 */
export function lenderOfAddress(index: LenderIndex, org: string | undefined, hostname: string): string | null {
  const code = org?.trim().toUpperCase();
  if (code && index.orgCodes.includes(code)) return code;
  return index.hosts[hostname.toLowerCase()] ?? null;
}

/** The build's lender index, read once per build folder; null for a build without lender packages. */
const lenderIndexes = new Map<string, LenderIndex | null>();
function lenderIndexOf(distDir: string): LenderIndex | null {
  if (!lenderIndexes.has(distDir)) {
    const file = path.join(distDir, 'lender-packages', 'index.json');
    lenderIndexes.set(distDir, existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as LenderIndex) : null);
  }
  return lenderIndexes.get(distDir)!;
}

/** A lender's package file in the build: its English one, or its copy in another language. */
export const lenderPackageFile = (distDir: string, orgCode: string, locale = DEFAULT_LOCALE) =>
  path.join(distDir, 'lender-packages', locale === DEFAULT_LOCALE ? `${orgCode}.json` : `${orgCode}.${locale}.json`);

/** The build's package of one lender (its features decide the first paint), read once per build folder. */
const lenderPackages = new Map<string, LenderPackage | null>();
function lenderPackageOf(distDir: string, orgCode: string): LenderPackage | null {
  const file = lenderPackageFile(distDir, orgCode);
  if (!lenderPackages.has(file))
    lenderPackages.set(file, existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as LenderPackage) : null);
  return lenderPackages.get(file)!;
}

/**
 * A query parameter of a page's address as the browser reads it (URLSearchParams.get): the first of
 * repeated values (Fastify gives an array for `?org=A&org=B`), undefined when absent.
 */
function queryParam(request: FastifyRequest, name: 'org' | 'referrer' | 'lang'): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}

/** The lender the address names, when the build's lender index settles it. */
function addressedLender(request: FastifyRequest, distDir: string): string | null {
  const index = lenderIndexOf(distDir);
  return index && lenderOfAddress(index, queryParam(request, 'org'), request.hostname);
}

/** The package of the lender the address names, when the build's lender index settles it. */
export function addressedPackage(request: FastifyRequest, distDir: string): LenderPackage | null {
  return addressed(request, distDir).pkg;
}

/** The lender the address names and its package (null when the build has none), resolved once per request. */
function addressed(request: FastifyRequest, distDir: string): { org: string | null; pkg: LenderPackage | null } {
  const org = addressedLender(request, distDir);
  return { org, pkg: org ? lenderPackageOf(distDir, org) : null };
}

/**
 * Whether the addressed lender's root and register pages take applications (the same rule the app
 * applies, src/engine/lender/application-gate.ts). An unknown lender is assumed to: the app decides.
 */
function takesApplications(request: FastifyRequest, pkg: LenderPackage | null): boolean {
  return !pkg || applicationGate(pkg.lender, { referrer: queryParam(request, 'referrer') }) === 'open';
}

/** Where the app keeps the visit's language for the server to see (src/ui/i18n/locale.ts sets it). */
export const LOCALE_COOKIE = 'heloc_locale';

const cookie = (header: string | undefined, name: string) =>
  header
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1] ?? null;

/**
 * The language the visit's boot will choose (src/engine/i18n/choose-locale.ts): among the addressed
 * lender's, a link's ?lang=, the language chosen earlier in the visit, the browser's Accept-Language.
 */
export function visitLocale(request: FastifyRequest, pkg: LenderPackage | null): string {
  return chooseLocale({
    offered: pkg?.lender.locales,
    query: queryParam(request, 'lang') ?? null,
    remembered: cookie(request.headers.cookie, LOCALE_COOKIE),
    preferred: acceptedLanguages(request.headers['accept-language']),
  });
}

/** Has the browser fetch the lender's package (and its copy in the visit's language) with the HTML: a Link header. */
export function preloadLenderPackage(reply: FastifyReply, org: string, locale: string): void {
  const files = [`${encodeURIComponent(org)}.json`, ...(locale === DEFAULT_LOCALE ? [] : [`${encodeURIComponent(org)}.${locale}.json`])];
  reply.header('link', files.map((file) => `<${BASE_PATH}lender-packages/${file}>; rel=preload; as=fetch; crossorigin`).join(', '));
}

/**
 * A page of the app, revalidated on every visit. When the address names the lender, its package
 * (and its copy in the visit's language) is preloaded with the HTML (a Link header), so it no longer
 * waits for the scripts and the lender index.
 */
function sendPage(reply: FastifyReply, file: string, distDir: string, org: string | null, locale = DEFAULT_LOCALE) {
  if (org) preloadLenderPackage(reply, org, locale);
  // The page differs by the language the visit asks for.
  reply.header('vary', 'Accept-Language, Cookie');
  return reply.header('cache-control', REVALIDATE).sendFile(file, distDir);
}

export function cacheControlFor(urlPath: string): string {
  return urlPath.startsWith(`${BASE_PATH}assets/`) ? IMMUTABLE : REVALIDATE;
}

export async function registerStaticApp(app: FastifyInstance, distDir: string, sandbox = false): Promise<void> {
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: BASE_PATH,
    index: false,
    redirect: false,
    // Brotli at quality 11 from the build (src/build/precompress.ts); @fastify/compress then leaves them be.
    preCompressed: true,
    // Set by cacheControlFor, so the policy lives in one place.
    cacheControl: false,
    // The build's own records (.vite/manifest.json, the map of every chunk) are not the site's files.
    dotfiles: 'deny',
  });

  const sendIndex = (request: FastifyRequest, reply: FastifyReply) =>
    sendPage(reply, htmlFileFor('', distDir, sandbox), distDir, addressedLender(request, distDir));
  app.get(BASE_PATH, sendIndex);
  // The sign-in pages live outside the base path (spec 001 §2: login; the password reset beside it);
  // the same build's client router serves them, so the HTML is the app's own (its asset URLs are absolute).
  // Sign-in is sent with its heading prerendered.
  app.get(LOGIN_PATH, (request, reply) => {
    const { org, pkg } = addressed(request, distDir);
    const locale = visitLocale(request, pkg);
    return sendPage(reply, shellOrIndex('sign-in', distDir, sandbox, locale), distDir, org, locale);
  });
  for (const page of [FORGOT_PASSWORD_PATH, RESET_PASSWORD_PATH]) app.get(page, sendIndex);
  // No host site stands behind the sandbox, so it serves the host's pages the app links to ('Go to
  // dashboard', the header's navigation) with the app's own page; a real deployment leaves them to its host.
  if (sandbox) for (const hostPath of Object.values(HOST_PAGE_PATHS)) app.get(hostPath, sendIndex);

  // Static files leave @fastify/static without Cache-Control; add the policy for their path.
  app.addHook('onSend', async (request, reply, payload) => {
    const urlPath = request.url.split('?')[0] ?? '';
    if (urlPath.startsWith(BASE_PATH) && !reply.hasHeader('cache-control') && reply.statusCode < 400) {
      reply.header('cache-control', cacheControlFor(urlPath));
    }
    return payload;
  });
}

/** The preview area's addresses under the base (src/build/preview-area.ts). */
export const isPreviewPath = (pathUnderBase: string) => /^preview(\/|$)/.test(pathUnderBase);

/**
 * Answers a GET for a client route with index.html; returns false when the request is not one, or
 * is the preview area's where the server does not serve it (`previewArea`, ServerOptions in app.ts).
 */
export function sendClientRoute(
  request: FastifyRequest,
  reply: FastifyReply,
  distDir: string,
  sandbox: boolean,
  previewArea: boolean,
): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const urlPath = request.url.split('?')[0] ?? '';
  if (!urlPath.startsWith(BASE_PATH) || !isClientRoute(urlPath.slice(BASE_PATH.length))) return false;
  const pathUnderBase = urlPath.slice(BASE_PATH.length);
  if (isPreviewPath(pathUnderBase) && !previewArea) return false;
  const { org, pkg } = addressed(request, distDir);
  const locale = visitLocale(request, pkg);
  void sendPage(reply, htmlFileFor(pathUnderBase, distDir, sandbox, takesApplications(request, pkg), locale), distDir, org, locale);
  return true;
}
