import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Lender } from '../types/lender';
import type { Theme } from '../types/theme';
import { buildLenderIndex, composeLenderPackage, deepMerge, resolveTheme } from './lender-package';

const theme = {
  $schema: '../schemas/theme.schema.json',
  schemaVersion: 1,
  name: 'base',
  colors: { primary: '#112233', text: '#000000', headerBackground: '#ffffff' },
  fonts: { body: 'system-ui', heading: 'Georgia' },
  radii: { control: '4px', card: '8px', button: '4px' },
  logo: { height: '2rem', placement: 'start' },
} as unknown as Theme;

const lender = (orgCode: string, extra: Partial<Lender> = {}) =>
  ({
    $schema: '../../schemas/lender.schema.json',
    schemaVersion: 1,
    orgCode,
    hosts: [`${orgCode.toLowerCase()}.example`],
    logo: { src: 'logo.svg', alt: orgCode },
    theme: 'base',
    ...extra,
  }) as unknown as Lender;

describe('deepMerge', () => {
  it('merges nested objects and lets the override replace scalars and arrays', () => {
    expect(deepMerge({ a: { b: 1, c: [1, 2] }, d: 'x' }, { a: { c: [3] }, e: true })).toEqual({ a: { b: 1, c: [3] }, d: 'x', e: true });
  });

  it('never changes its inputs', () => {
    fc.assert(
      fc.property(fc.object(), fc.object(), (base, override) => {
        const before = JSON.stringify([base, override]);
        deepMerge(base, override);
        expect(JSON.stringify([base, override])).toBe(before);
      }),
    );
  });

  it('keeps every key of the override at the top level', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.integer()), fc.dictionary(fc.string(), fc.integer()), (base, override) => {
        const merged = deepMerge(base, override) as Record<string, number>;
        for (const [key, value] of Object.entries(override)) expect(merged[key]).toBe(value);
      }),
    );
  });

  it('treats a __proto__ key as data, never as a prototype', () => {
    const merged = deepMerge({ a: 1 }, JSON.parse('{"__proto__": {"polluted": true}}')) as Record<string, unknown>;
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.hasOwn(merged, '__proto__')).toBe(true);
  });
});

describe('resolveTheme', () => {
  it('applies a lender override over the named theme and drops file bookkeeping', () => {
    const resolved = resolveTheme(theme, { colors: { primary: '#abcdef' } });
    expect(resolved.colors).toEqual({ primary: '#abcdef', text: '#000000', headerBackground: '#ffffff' });
    expect(resolved).not.toHaveProperty('$schema');
    expect(resolved).not.toHaveProperty('schemaVersion');
  });
});

describe('composeLenderPackage', () => {
  it('holds only this lender, its resolved theme, copy with overrides and asset URLs', () => {
    const pkg = composeLenderPackage({
      lender: lender('PARTNER', { themeOverrides: { colors: { primary: '#000001' } } }),
      theme,
      baseCopy: { en: { footer: { a: 'base', b: 'kept' } } },
      lenderCopy: { en: { footer: { a: 'override' } } },
      assetUrl: (file) => `/packages/PARTNER/${file}`,
      fontUrl: (file) => `/packages/fonts/${file}`,
    });
    expect(pkg.lender.orgCode).toBe('PARTNER');
    expect(pkg.lender).not.toHaveProperty('themeOverrides');
    expect(pkg.theme.colors.primary).toBe('#000001');
    expect(pkg.copy.en?.footer).toEqual({ a: 'override', b: 'kept' });
    expect(pkg.assets).toEqual({ logo: '/packages/PARTNER/logo.svg', headerLogo: '/packages/PARTNER/logo.svg' });
    expect(pkg.theme).not.toHaveProperty('fontFaces');
  });

  const sources = (lenderExtra: Partial<Lender>, themeExtra: Partial<Theme> = {}) => ({
    lender: lender('PARTNER', lenderExtra),
    theme: { ...theme, ...themeExtra },
    baseCopy: {},
    assetUrl: (file: string) => `/packages/PARTNER/${file}`,
    fontUrl: (file: string) => `/packages/fonts/${file}`,
  });

  it('gives a dark header the light-ink logo, and a light header the usual one', () => {
    const onDark = { logoOnDark: 'logo-on-dark.svg' };
    expect(composeLenderPackage(sources(onDark)).assets.headerLogo).toBe('/packages/PARTNER/logo.svg');
    const navyHeader = sources({ ...onDark, themeOverrides: { colors: { headerBackground: '#14213d' } } });
    expect(composeLenderPackage(navyHeader).assets).toMatchObject({
      logo: '/packages/PARTNER/logo.svg',
      headerLogo: '/packages/PARTNER/logo-on-dark.svg',
    });
  });

  it("publishes the first step's picture when the lender has one", () => {
    const image = { firstStepImage: { src: 'first-step.svg', alt: '', width: 240, height: 240 } };
    expect(composeLenderPackage(sources(image)).assets.firstStepImage).toBe('/packages/PARTNER/first-step.svg');
    expect(composeLenderPackage(sources({})).assets).not.toHaveProperty('firstStepImage');
  });

  it("names the theme's web fonts with their published file, latin range and swap", () => {
    const pkg = composeLenderPackage(sources({}, { webFonts: ['source-serif-4'] }));
    expect(pkg.theme.fontFaces).toEqual([
      {
        family: 'Source Serif 4 Variable',
        src: "url(/packages/fonts/source-serif-4-latin-wght-normal.woff2) format('woff2')",
        weight: '200 900',
        unicodeRange: expect.stringMatching(/^U\+0000-00FF,/),
        display: 'swap',
      },
    ]);
  });
});

describe('buildLenderIndex', () => {
  it('maps hosts to org codes and picks the lender marked default', () => {
    const index = buildLenderIndex([lender('ZED'), lender('MAIN', { default: true })]);
    expect(index).toEqual({ defaultOrgCode: 'MAIN', orgCodes: ['MAIN', 'ZED'], hosts: { 'zed.example': 'ZED', 'main.example': 'MAIN' } });
  });
});
