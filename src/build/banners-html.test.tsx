import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Banner } from '../engine/banners/banners';
import { BannerStripView } from '../ui/banners/banner-strip-view';
import { EMBEDDED_BANNERS_ID } from '../ui/banners/embedded-banners';
import { bannerLabels, stripBanners, withBanners } from './banners-html';
import { BANNER_STRIP_MARKER, shellMarkup, withShell } from './page-shells';

const LABELS = { label: 'Announcements', info: 'Information:', warn: 'Important:' };
const banner = (uuid: string, message: string, variant: Banner['variant']): Banner => ({
  uuid,
  message,
  apps: ['heloc'],
  variant,
  active: true,
  metadata: { createdAt: '2026-11-01T09:00:00Z' },
});
const BANNERS = [banner('w', "Down on Sunday <3 & costs $& or $'", 'warn'), banner('i', 'This is a sandbox.', 'info')];

const INDEX = '<html><head></head><body><div id="root"></div></body></html>';
const FIRST_STEP = withShell(INDEX, shellMarkup({ title: 'Where?' }), '/b/l.js');
const dataBlock = (html: string) =>
  new RegExp(`<script type="application/json" id="${EMBEDDED_BANNERS_ID}">(.*?)</script>`).exec(html)?.[1];

describe('banners in the app’s HTML', () => {
  it('go into every page as a data block before </body>, `<` escaped', () => {
    const html = withBanners(INDEX, BANNERS, 'en', LABELS);
    const json = dataBlock(html);
    expect(json).toContain('Down on Sunday \\u003c3');
    expect(JSON.parse(json!)).toEqual(BANNERS);
    expect(html).toMatch(/<\/script><\/body><\/html>$/);
  });

  it('are prerendered in the first step, under the header space and above the main column, as React renders the strip', () => {
    const html = withBanners(FIRST_STEP, BANNERS, 'en', LABELS);
    const strip = renderToStaticMarkup(<BannerStripView banners={BANNERS} labels={LABELS} locale="en" />);
    expect(strip).toContain('Down on Sunday &lt;3 &amp; costs $&amp; or $&#x27;');
    expect(html).toContain(`<div class="h-[4.3125rem]"></div>${strip}<main `);
    expect(html).not.toContain(BANNER_STRIP_MARKER);
    // Only where the build left the marker: other pages are rendered by React alone.
    expect(withBanners(INDEX, BANNERS, 'en', LABELS)).not.toContain('data-testid="banner-strip"');
  });

  it('prerender nothing when there are none, yet tell the strip so (no fetch)', () => {
    const html = withBanners(FIRST_STEP, [], 'en', LABELS);
    expect(html).toContain('<div class="h-[4.3125rem]"></div><main ');
    expect(html).not.toContain('<section');
    expect(dataBlock(html)).toBe('[]');
  });

  it('are each mode’s file narrowed by the strip’s rule: the sandbox’s newest two, none in production', () => {
    const sandbox = stripBanners(true);
    expect(sandbox).toHaveLength(2);
    expect(sandbox.every((b) => b.active && b.apps.includes('heloc'))).toBe(true);
    expect(Date.parse(sandbox[0]!.metadata!.createdAt!)).toBeGreaterThanOrEqual(Date.parse(sandbox[1]!.metadata!.createdAt!));
    expect(stripBanners(false)).toEqual([]);
  });

  it('refuse a page without </body>, where the data block would go', () => {
    expect(() => withBanners('<div id="root"></div>', BANNERS, 'en', LABELS)).toThrow(/no <\/body>/);
  });

  it('label the strip with the base copy', () => {
    expect(bannerLabels()).toEqual(LABELS);
  });

  it('are in the page’s language where a banner has it, and marked as English where it does not', () => {
    const translated: Banner = { ...BANNERS[1]!, translations: { es: { message: 'Esto es una prueba.' } } };
    const html = withBanners(FIRST_STEP, [translated, BANNERS[0]!], 'es');
    expect(html).toContain(`<span class="sr-only">${bannerLabels('es').info} </span><span>Esto es una prueba.</span>`);
    expect(html).toContain('<span lang="en">Down on Sunday');
    expect(bannerLabels('es').label).not.toBe(LABELS.label);
    // The sandbox's own banners have their Spanish.
    expect(stripBanners(true).every((b) => b.translations?.es?.message)).toBe(true);
  });
});
