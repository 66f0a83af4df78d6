import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BANNER_FORMAT_ERROR, bannerLink, bannerWords, parseBanners, selectBanners, type Banner } from './banners';

const banner = (overrides: Partial<Banner> = {}): Banner => ({
  uuid: '6d1f1a52-2a7e-4b0c-9a57-3f0e4b6f1c01',
  message: 'Scheduled maintenance on Sunday.',
  apps: ['heloc'],
  variant: 'info',
  active: true,
  metadata: { createdAt: '2026-11-01T09:00:00Z' },
  ...overrides,
});

describe('parseBanners', () => {
  it('accepts a list of complete banners as it is', () => {
    const list = [banner(), banner({ uuid: 'b', variant: 'warn', apps: ['dashboard', 'heloc'] })];
    expect(parseBanners(list)).toEqual(list);
    expect(parseBanners([])).toEqual([]);
  });

  it.each([
    ['a missing uuid', { uuid: undefined }],
    ['a blank message', { message: '  ' }],
    ['no apps', { apps: [] }],
    ['apps that are not names', { apps: [3] }],
    ['an unknown variant', { variant: 'danger' }],
    ['no variant', { variant: undefined }],
  ])('rejects the whole feed for %s, in the spec’s words', (_, change) => {
    expect(() => parseBanners([banner(), { ...banner(), ...change }])).toThrow(BANNER_FORMAT_ERROR);
  });

  it('rejects a feed that is not a list', () => {
    for (const data of [null, undefined, 'banners', { banners: [] }, [null]]) {
      expect(() => parseBanners(data)).toThrow('Banner data does not match the expected format');
    }
  });
});

describe('selectBanners', () => {
  it('keeps active banners for this app, newest first, at most two by default', () => {
    const list = [
      banner({ uuid: 'old', metadata: { createdAt: '2026-09-01T00:00:00Z' } }),
      banner({ uuid: 'inactive', active: false, metadata: { createdAt: '2026-12-01T00:00:00Z' } }),
      banner({ uuid: 'elsewhere', apps: ['dashboard'], metadata: { createdAt: '2026-12-01T00:00:00Z' } }),
      banner({ uuid: 'newest', metadata: { createdAt: '2026-11-10T00:00:00Z' } }),
      banner({ uuid: 'middle', metadata: { createdAt: '2026-11-01T00:00:00Z' } }),
    ];
    expect(selectBanners(list, { app: 'heloc' }).map((b) => b.uuid)).toEqual(['newest', 'middle']);
    expect(selectBanners(list, { app: 'heloc', max: 5 }).map((b) => b.uuid)).toEqual(['newest', 'middle', 'old']);
    expect(selectBanners(list, { app: 'dashboard' }).map((b) => b.uuid)).toEqual(['elsewhere']);
  });

  it('puts a banner with an unreadable date last', () => {
    const list = [banner({ uuid: 'undated', metadata: { createdAt: 'soon' } }), banner({ uuid: 'dated' })];
    expect(selectBanners(list, { app: 'heloc' }).map((b) => b.uuid)).toEqual(['dated', 'undated']);
  });

  const arbitraryBanner = fc.record({
    uuid: fc.uuid(),
    message: fc.string({ minLength: 1 }),
    apps: fc.array(fc.constantFrom('heloc', 'dashboard', 'pay'), { minLength: 1 }),
    variant: fc.constantFrom('info' as const, 'warn' as const),
    active: fc.boolean(),
    metadata: fc.record({
      createdAt: fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }).map((d) => d.toISOString()),
    }),
  });

  it('never shows more than the maximum, never an inactive or foreign banner, and never an older one before a newer', () => {
    fc.assert(
      fc.property(fc.array(arbitraryBanner, { maxLength: 12 }), fc.integer({ min: 0, max: 6 }), (list, max) => {
        const shown = selectBanners(list, { app: 'heloc', max });
        const eligible = list.filter((b) => b.active && b.apps.includes('heloc'));
        expect(shown.length).toBe(Math.min(max, eligible.length));
        for (const b of shown) expect(b.active && b.apps.includes('heloc')).toBe(true);
        const times = shown.map((b) => Date.parse(b.metadata.createdAt));
        expect(times).toEqual([...times].sort((a, b) => b - a));
        // Nothing left out is newer than the oldest shown.
        const oldestShown = Math.min(...times);
        for (const b of eligible.filter((e) => !shown.includes(e)))
          expect(Date.parse(b.metadata.createdAt)).toBeLessThanOrEqual(oldestShown);
      }),
    );
  });
});

describe('bannerLink', () => {
  it('draws a link to a page of this site or an https address, and nothing else', () => {
    const outbox = { label: 'Open the sandbox outbox', href: '/account/heloc/sandbox/outbox' };
    expect(bannerLink(banner({ link: outbox }))).toEqual(outbox);
    expect(bannerLink(banner({ link: { label: 'Status', href: 'https://status.example' } }))).toEqual({
      label: 'Status',
      href: 'https://status.example',
    });
    expect(bannerLink(banner())).toBeNull();
    for (const href of ['javascript:alert(1)', '//evil.example/', 'http://status.example', 'data:text/html,x', ''])
      expect(bannerLink(banner({ link: { label: 'Go', href } })), href).toBeNull();
    expect(bannerLink(banner({ link: { label: ' ', href: '/x' } }))).toBeNull();
    expect(bannerLink({ ...banner(), link: 'not a link' } as unknown as Banner)).toBeNull();
  });
});

describe('bannerWords', () => {
  const translated = banner({ link: { label: 'Open', href: '/x' }, translations: { es: { message: 'Hola', linkLabel: 'Abrir' } } });

  it('speaks the page’s language where the banner has it, and says when it falls back to English', () => {
    expect(bannerWords(translated, 'es')).toEqual({ message: 'Hola', linkLabel: 'Abrir', lang: undefined });
    expect(bannerWords(translated, 'en')).toEqual({ message: translated.message, linkLabel: undefined, lang: undefined });
    expect(bannerWords(translated, 'fr')).toEqual({ message: translated.message, linkLabel: undefined, lang: 'en' });
    // A fetched feed may carry anything: an empty or malformed translation is no translation.
    expect(bannerWords({ ...translated, translations: { es: { message: ' ' } } }, 'es').lang).toBe('en');
    expect(bannerWords({ ...translated, translations: 'x' } as unknown as Banner, 'es').lang).toBe('en');
  });
});
