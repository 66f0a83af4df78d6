import { describe, expect, it } from 'vitest';
import {
  canvasPixelRatio,
  clampZoom,
  DEFAULT_ZOOM_INDEX,
  endSeen,
  fullScreenPageWidth,
  inlinePageWidth,
  MAX_CANVAS_PIXELS,
  pageBottomSeen,
  pagesRead,
  startReading,
  ZOOM_STEPS,
} from './document-reading';

describe('document page widths', () => {
  it('draws inline pages in the space there is, never wider than the spec’s 700 px', () => {
    expect(inlinePageWidth(340.6)).toBe(340);
    expect(inlinePageWidth(1200)).toBe(700);
    expect(inlinePageWidth(0)).toBe(1);
  });

  it('opens full screen at 700 px, a large screen’s size, whatever the phone’s width', () => {
    expect(fullScreenPageWidth(DEFAULT_ZOOM_INDEX)).toBe(700);
    expect(fullScreenPageWidth(0)).toBe(350);
    expect(fullScreenPageWidth(ZOOM_STEPS.length - 1)).toBe(1400);
  });

  it('keeps zoom within its steps', () => {
    expect(clampZoom(-1)).toBe(0);
    expect(clampZoom(ZOOM_STEPS.length)).toBe(ZOOM_STEPS.length - 1);
    expect(fullScreenPageWidth(99)).toBe(1400);
  });

  it('uses the screen’s pixel ratio unless the canvas would grow past the cap', () => {
    expect(canvasPixelRatio(700, 906, 2)).toBe(2);
    expect(canvasPixelRatio(700, 906, 0)).toBe(1);
    const ratio = canvasPixelRatio(1400, 1812, 3);
    expect(ratio).toBeLessThan(3);
    expect(1400 * ratio * 1812 * ratio).toBeCloseTo(MAX_CANVAS_PIXELS, -2);
  });
});

describe('reading progress', () => {
  it('counts the furthest page whose bottom was on screen', () => {
    let progress = startReading(5);
    expect(pagesRead(progress)).toBe(0);
    progress = pageBottomSeen(progress, 2);
    progress = pageBottomSeen(progress, 1);
    expect(pagesRead(progress)).toBe(2);
    expect(progress.ended).toBe(false);
    expect(pagesRead(pageBottomSeen(progress, 9))).toBe(5);
  });

  it('counts every page once the end is reached, even when pages were skipped on the way', () => {
    const progress = endSeen(pageBottomSeen(startReading(5), 1));
    expect(progress.ended).toBe(true);
    expect(pagesRead(progress)).toBe(5);
    // Nothing after the end takes it back.
    expect(pagesRead(pageBottomSeen(progress, 3))).toBe(5);
  });

  it('returns the same state when nothing changes, so React skips a render', () => {
    const progress = pageBottomSeen(startReading(3), 2);
    expect(pageBottomSeen(progress, 1)).toBe(progress);
    const ended = endSeen(progress);
    expect(endSeen(ended)).toBe(ended);
  });
});
