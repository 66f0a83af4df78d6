// The rules of reading a loan document before accepting it: how wide its pages are drawn, how
// far the reader has got, and when the end counts as reached (spec 001 §2, §8).

/** The spec's constants: PDF width max 700 px; bottom detection at 25% visibility; load delay 100 ms. */
export const MAX_PAGE_WIDTH = 700;
export const BOTTOM_VISIBILITY = 0.25;
export const LOAD_DELAY_MS = 100;

/**
 * Full-screen zoom steps, as fractions of the spec's 700 px page. 100% draws a page as a large screen
 * does (a letter page's 11 pt text at about 12.5 px), so a phone reads it at that size, moving
 * sideways; the smaller steps show a whole page's width at once.
 */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.5, 2] as const;
export const DEFAULT_ZOOM_INDEX = ZOOM_STEPS.indexOf(1);

/** Inline pages fill the space they have, up to the spec's maximum. */
export const inlinePageWidth = (available: number) => Math.max(1, Math.min(Math.floor(available), MAX_PAGE_WIDTH));

export const fullScreenPageWidth = (zoomIndex: number) => Math.round(MAX_PAGE_WIDTH * ZOOM_STEPS[clampZoom(zoomIndex)]!);

export const clampZoom = (zoomIndex: number) => Math.min(Math.max(Math.round(zoomIndex), 0), ZOOM_STEPS.length - 1);

/** A canvas's pixels are capped (a phone's browser refuses or drops very large canvases). */
export const MAX_CANVAS_PIXELS = 8_000_000;

/**
 * Device pixels per CSS pixel for a page drawn `width` × `height` CSS px: the screen's own ratio,
 * lowered when the canvas would exceed the cap, so a zoomed page on a dense screen still draws.
 */
export function canvasPixelRatio(width: number, height: number, devicePixelRatio: number): number {
  const wanted = devicePixelRatio > 0 ? devicePixelRatio : 1;
  const area = width * height;
  if (area <= 0) return wanted;
  return Math.min(wanted, Math.sqrt(MAX_CANVAS_PIXELS / area));
}

/** How far a reader has got: the furthest page whose bottom has been in view, and whether the end has. */
export interface ReadingProgress {
  pages: number;
  furthest: number;
  ended: boolean;
}

export const startReading = (pages: number): ReadingProgress => ({ pages, furthest: 0, ended: false });

/** A page's bottom came into view, whichever way the reader scrolled there. */
export function pageBottomSeen(progress: ReadingProgress, page: number): ReadingProgress {
  const furthest = Math.min(Math.max(progress.furthest, page), progress.pages);
  return furthest === progress.furthest ? progress : { ...progress, furthest };
}

/** The end marker came into view: every page counts as read, however fast the reader got there. */
export const endSeen = (progress: ReadingProgress): ReadingProgress =>
  progress.ended ? progress : { ...progress, furthest: progress.pages, ended: true };

export const pagesRead = (progress: ReadingProgress) => (progress.ended ? progress.pages : progress.furthest);
