// The banners in the app's HTML, added at build for each of the server's modes (banners are files:
// flows/banners.production.json and flows/banners.sandbox.json; the server sends its mode's pages,
// src/server/static-app.ts): every page carries the strip's banners as a data block the strip starts from
// (src/ui/banners/embedded-banners.ts), and each page shell (the first step, sign-in) the strip itself, prerendered
// where the build left its marker, so it is painted with the page instead of pushing the page down
// later (layout shift, docs/performance.md). The markup is React's own (BannerStripView), so there is
// no second copy of it to drift; its labels are the base copy's, visually hidden, so a lender's own
// wording changes nothing on screen. A page in another language gets the strip in that language
// (each banner's translation, its labels from that language's copy).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { selectBanners, type Banner } from '../engine/banners/banners.ts';
import type { BannerStrip } from '../engine/types/banner-strip.ts';
import type { BannersFile } from '../engine/types/banners.ts';
import { BannerStripView, type BannerLabels } from '../ui/banners/banner-strip-view.tsx';
import { embeddedBannersScript } from '../ui/banners/embedded-banners.ts';
import { BANNER_STRIP_MARKER } from './page-shells.ts';
import { CONFIG_ROOT } from './load-config.ts';

const readFlow = <T>(root: string, file: string): T => JSON.parse(readFileSync(path.join(root, 'flows', file), 'utf8')) as T;

/** The banners the strip shows in a mode: the file the banners route serves, narrowed by the client's own rule. */
export function stripBanners(sandbox: boolean, root: string = CONFIG_ROOT): Banner[] {
  const strip = readFlow<BannerStrip>(root, 'banner-strip.json');
  const { banners } = readFlow<BannersFile>(root, sandbox ? 'banners.sandbox.json' : 'banners.production.json');
  return selectBanners(banners, { app: strip.app, max: strip.maxVisible });
}

/** The strip's labels in a language's base copy (copy/<locale>/kit.json, English where it has none). */
export function bannerLabels(locale = 'en', root: string = CONFIG_ROOT): BannerLabels {
  const labelsIn = (language: string): Partial<BannerLabels> => {
    const file = path.join(root, 'copy', language, 'kit.json');
    return existsSync(file) ? ((JSON.parse(readFileSync(file, 'utf8')) as { banners?: Partial<BannerLabels> }).banners ?? {}) : {};
  };
  return { ...(labelsIn('en') as BannerLabels), ...labelsIn(locale) };
}

/** The strip as the app renders it for these banners in a language; empty when there are none. */
export function bannerStripMarkup(banners: readonly Banner[], labels: BannerLabels, locale = 'en'): string {
  return renderToStaticMarkup(createElement(BannerStripView, { banners, labels, locale }));
}

/**
 * A page of the build with these banners: the data block before </body> and, when the page has the
 * marker, the strip in the page's language (`locale`).
 */
export function withBanners(html: string, banners: readonly Banner[], locale = 'en', labels: BannerLabels = bannerLabels(locale)): string {
  // Replacer functions: a message's `$&` or `$'` must stay text, not a replacement pattern.
  const strip = html.includes(BANNER_STRIP_MARKER) ? bannerStripMarkup(banners, labels, locale) : '';
  const page = html.replace(BANNER_STRIP_MARKER, () => strip);
  if (!page.includes('</body>')) throw new Error('the page has no </body> to put the banners before');
  return page.replace('</body>', () => `${embeddedBannersScript(banners)}</body>`);
}
