// A signed-in page drawn on the server, for the browser to hydrate rather than draw again (the
// server's first paint, docs/performance.md). Built as Vite's `ssr` environment into the build's
// `.server/` folder (src/build/vite-server-render.ts); the server calls it with its own API as the
// session's transport (src/server/server-render.ts). The page is the app's own tree at the address,
// drawn with what the app would fetch: each pass draws it, notes the SWR keys it asked for and has
// not got, fetches them through the app's own request layer, and draws again, until nothing new is
// asked. The answers go with the HTML (a JSON data block), so the browser's first render has them
// and equals the server's.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig, unstable_serialize, type Middleware } from 'swr';
import { createApiClient } from '@/api/request';
import { escapeHtml } from '@/engine/format/escape-html';
import { fontFaceRules, themeStyleText } from '@/engine/theme/theme-css-vars';
import type { PageRequest } from '@/engine/routing/page-request';
import { ApiContext } from '../api/api-context';
import { readEmbeddedBanners } from '../banners/embedded-banners';
import { initI18n } from '../i18n/init-i18n';
import { LenderContext } from '../lender/lender-context';
import { createPath, Router, type Navigator } from 'react-router';
import { BASENAME } from '../address-path';
import { AppRoutes, preloadRoute } from '../router';
import { SERVER_DATA_ID, SERVER_RENDER_MARKER, type ServerData } from './server-data';
import { ServerBrowserContext, type ServerBrowser } from './server-browser';

/** Passes after which a page still asking for new data is not drawn (each pass can only ask for what the last one's answers revealed). */
const MAX_PASSES = 6;

/** The markup once every lazy component and Suspense boundary has resolved. */
async function prerendered(tree: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(tree);
  let markup = '';
  for await (const chunk of prelude) markup += String(chunk);
  return markup;
}

/** Whether an answer is JSON as it parsed (not a file's Blob, not undefined), so the data block carries it unchanged. */
const isJson = (answer: unknown): boolean =>
  answer === null ||
  ['string', 'number', 'boolean'].includes(typeof answer) ||
  Array.isArray(answer) ||
  Object.getPrototypeOf(answer) === Object.prototype;

/** The data block's text: `<` escaped, so no answer can close the element. */
function serialise(answers: Record<string, unknown>, page: PageRequest): string {
  const block: ServerData = { drawnFor: { orgCode: page.pkg.lender.orgCode, locale: page.locale }, answers };
  return JSON.stringify(block).replace(/</g, '\\u003c');
}

/** The page's HTML, or null when it cannot be drawn here (an API call failed, the page kept asking): the browser then draws it. */
export async function renderPage(page: PageRequest): Promise<string | null> {
  const { at, pkg, token } = page;
  const request = createApiClient({
    orgCode: pkg.lender.orgCode,
    tokens: { get: () => token, set: () => undefined, clear: () => undefined },
    fetch: page.fetch,
  });
  let movesOn = false;
  const browser: ServerBrowser = {
    token,
    trackerId: page.trackerId,
    banners: readEmbeddedBanners({ getElementById: (id) => embeddedBlock(page.template, id) }),
    movesOn: () => (movesOn = true),
  };
  // The browser's kind of router, not react-router's StaticRouter, whose <Navigate> warns on every
  // drawing it is in. A <Navigate> navigates in an effect, which a server never runs: its page has
  // no heading, so it is not drawn. A navigation during a render would move the borrower on.
  const navigator: Navigator = {
    createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
    go: browser.movesOn,
    push: browser.movesOn,
    replace: browser.movesOn,
  };
  const i18n = await initI18n(page.copy, page.locale);
  await preloadRoute(new URL(at, 'http://server').pathname);

  const data: Record<string, unknown> = {};
  let wanted = new Map<string, () => unknown>();
  // An answer filed under the token itself (the identity's) never goes into the page: it is drawn as
  // still loading, as the browser's first render will have it.
  const jwt = token.replace(/^Bearer\s+/i, '');
  // So is an answer JSON cannot carry (a document's file): the browser's first render fetches it too.
  const leftLoading = new Set<string>();
  const noteWanted: Middleware = (useSWRNext) => (key, fetcher, config) => {
    const id = unstable_serialize(key);
    if (key && fetcher && !(id in data) && !leftLoading.has(id) && !id.includes(jwt)) wanted.set(id, () => fetcher(key as never));
    return useSWRNext(key, fetcher, config);
  };
  const tree = () => (
    <I18nextProvider i18n={i18n}>
      <LenderContext value={pkg}>
        <ApiContext value={request}>
          <ServerBrowserContext value={browser}>
            <SWRConfig value={{ fallback: { ...data }, use: [noteWanted], provider: () => new Map() }}>
              <Router basename={BASENAME} location={at} navigator={navigator}>
                <AppRoutes />
              </Router>
            </SWRConfig>
          </ServerBrowserContext>
        </ApiContext>
      </LenderContext>
    </I18nextProvider>
  );

  try {
    let markup = '';
    for (let pass = 0; ; pass++) {
      wanted = new Map();
      movesOn = false;
      markup = await prerendered(tree());
      if (wanted.size === 0) break;
      if (pass === MAX_PASSES) return null;
      await Promise.all(
        [...wanted].map(async ([id, fetch]) => {
          const answer = await fetch();
          if (isJson(answer)) data[id] = answer;
          else leftLoading.add(id);
        }),
      );
    }
    // A pass that waited for a lazy component writes it in as a late segment (a template and a
    // script); every one has loaded by now, so a plain render is the whole page, as the browser draws it.
    if (markup.includes('<template')) {
      movesOn = false;
      markup = renderToString(tree());
    }
    // A boundary that failed (React's client-render template), or no page at all: a redirect the
    // browser will follow (the consent first, a step moved past) leaves no heading to paint.
    if (markup.includes('<template') || !markup.includes('<h1') || movesOn) return null;
    // The theme as the browser's boot applies it (src/ui/boot/apply-theme.ts), so the page is drawn in the lender's colours and typefaces from its first paint.
    const theme = pkg.theme;
    return page.template
      .replace(/<html lang="[^"]*"/, () => `<html lang="${escapeHtml(page.locale)}" style="${escapeHtml(themeStyleText(theme))}"`)
      .replace(
        '</head>',
        () =>
          `<meta name="theme-color" content="${escapeHtml(theme.colors.headerBackground)}"><style>${fontFaceRules(theme).replace(/</g, '')}</style></head>`,
      )
      .replace(SERVER_RENDER_MARKER, () => markup)
      .replace('</body>', () => `<script type="application/json" id="${SERVER_DATA_ID}">${serialise(data, page)}</script></body>`);
  } catch {
    return null;
  }
}

/** A JSON data block of a page's HTML (the banners' block the build writes), as the DOM would give it. */
function embeddedBlock(html: string, id: string): HTMLElement | null {
  const match = new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`).exec(html);
  return match ? ({ textContent: match[1]! } as HTMLElement) : null;
}
