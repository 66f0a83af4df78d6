import { describe, expect, it } from 'vitest';
import { BANNER_FORMAT_ERROR, type Banner } from '@/engine/banners/banners';
import { EMBEDDED_BANNERS_ID, embeddedBannersScript, readEmbeddedBanners } from './embedded-banners';

const BANNER: Banner = {
  uuid: 'b1',
  message: 'Closed </script><!-- on Sunday',
  apps: ['heloc'],
  variant: 'warn',
  active: true,
  metadata: { createdAt: '2026-11-01T09:00:00Z' },
};

/** A page holding `block` as the browser parses it: a data block's text is everything up to the first </script. */
function pageWith(block: string | null): Pick<Document, 'getElementById'> {
  const parsed = block === null ? null : /^<script type="application\/json" id="([^"]+)">(.*?)<\/script/s.exec(block);
  return {
    getElementById: (id: string) => (parsed && parsed[1] === id ? ({ textContent: parsed[2] } as HTMLElement) : null),
  };
}

const dataBlock = (json: string) => `<script type="application/json" id="${EMBEDDED_BANNERS_ID}">${json}</script>`;

describe('banners embedded in the HTML', () => {
  it('escape `<`, so a message cannot end the data block early, and read back as they were', () => {
    const block = embeddedBannersScript([BANNER]);
    expect(block).not.toMatch(/<\/script>.*<\/script>/s);
    expect(block).not.toContain('<!--');
    expect(block).toContain('Closed \\u003c/script>\\u003c!-- on Sunday');
    expect(readEmbeddedBanners(pageWith(block))).toEqual({ status: 'loaded', banners: [BANNER] });
  });

  it('start the strip as loaded even when there are none, so it does not fetch', () => {
    expect(readEmbeddedBanners(pageWith(embeddedBannersScript([])))).toEqual({ status: 'loaded', banners: [] });
  });

  it('are absent from a page without the block (the dev server): the strip then fetches', () => {
    expect(readEmbeddedBanners(pageWith(null))).toBeNull();
  });

  it('give the same error state as a bad fetch when the block is malformed', () => {
    expect(readEmbeddedBanners(pageWith(dataBlock('[{"uuid":"x","message":"No apps"}]')))).toEqual({
      status: 'error',
      error: BANNER_FORMAT_ERROR,
    });
    expect(readEmbeddedBanners(pageWith(dataBlock('[{"uuid":')))).toEqual({ status: 'error', error: expect.stringMatching(/JSON/) });
  });
});
