// The strip's banners as the server sends them with the HTML (src/build/banners-html.ts): the first
// render then shows the strip at once, where the prerendered one stood, instead of pushing the page
// down when a fetch returns (layout shift, docs/performance.md). Imports stay relative: the build
// loads this file without the `@/` alias.
import { parseBanners, type Banner } from '../../engine/banners/banners.ts';

/** The id of the data block in the page. */
export const EMBEDDED_BANNERS_ID = 'banner-strip-data';

/** What a page with embedded banners starts from: the same outcomes as a fetch. */
export type EmbeddedBanners = { status: 'error'; error: string } | { status: 'loaded'; banners: Banner[] };

/**
 * A JSON data block: never executed, so the content security policy allows it. `<` is escaped so
 * no message can close the element or open a comment.
 */
export function embeddedBannersScript(banners: readonly Banner[]): string {
  const json = JSON.stringify(banners).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${EMBEDDED_BANNERS_ID}">${json}</script>`;
}

/**
 * The page's embedded banners, checked like a fetched feed (a bad block is an error, as a bad file
 * is); null when the page has none, as under the dev server, where the strip fetches them.
 */
export function readEmbeddedBanners(page: Pick<Document, 'getElementById'>): EmbeddedBanners | null {
  const text = page.getElementById(EMBEDDED_BANNERS_ID)?.textContent;
  if (text == null) return null;
  try {
    return { status: 'loaded', banners: parseBanners(JSON.parse(text)) };
  } catch (error) {
    return { status: 'error', error: error instanceof Error ? error.message : String(error) };
  }
}
