// What a page drawn on the server (render-page.tsx) carries for the browser: the marker the build
// leaves in the page for the markup, and the data block with the answers the page was drawn from.
// Imports stay relative: the build reads this file without the `@/` alias.

/** Where the server puts the drawn page: the root element's only content in the page the build writes for it. */
export const SERVER_RENDER_MARKER = '<!--server-render-->';

/** The id of the data block. */
export const SERVER_DATA_ID = 'server-render-data';

/** What a drawn page carries: the lender and language it was drawn for, and the answers it was drawn with, by SWR key (serialised). */
export interface ServerData {
  drawnFor: { orgCode: string; locale: string };
  answers: Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The data a page drawn on the server carries; null on any other page (or a block that does not read). */
export function readServerData(page: Pick<Document, 'getElementById'>): ServerData | null {
  const text = page.getElementById(SERVER_DATA_ID)?.textContent;
  if (text == null) return null;
  try {
    const data: unknown = JSON.parse(text);
    if (!isRecord(data) || !isRecord(data.drawnFor) || !isRecord(data.answers)) return null;
    const { orgCode, locale } = data.drawnFor;
    return typeof orgCode === 'string' && typeof locale === 'string' ? { drawnFor: { orgCode, locale }, answers: data.answers } : null;
  } catch {
    return null;
  }
}
