import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { LenderDocument, ThemeDocument } from './config-documents';
import { themeChecks } from './theme-checks';

const northstar = JSON.parse(readFileSync('themes/northstar.json', 'utf8')) as Record<string, unknown>;
const themeDoc = (data: Record<string, unknown>): ThemeDocument => ({
  file: 'themes/t.json',
  fileName: 't',
  data: { ...northstar, name: 't', ...data },
});
const lenderDoc = (data: Record<string, unknown>): LenderDocument => ({
  file: 'lenders/X/lender.json',
  folder: 'X',
  data: { theme: 't', logoOnDark: 'logo-on-dark.svg', ...data },
});
const fonts = (heading: string) => ({ body: 'system-ui, sans-serif', heading });
const messages = (themes: ThemeDocument[], lenders: LenderDocument[] = []) =>
  themeChecks(themes, lenders).map((e) => `${e.file} ${e.pointer}: ${e.message}`);

describe('themeChecks: web fonts and logos', () => {
  it('accepts a theme that loads the web font its stack names', () => {
    expect(messages([themeDoc({ webFonts: ['source-serif-4'], fonts: fonts("'Source Serif 4 Variable', Georgia, serif") })])).toEqual([]);
  });

  it('names a stack whose web font is not loaded, and a loaded font no stack names', () => {
    expect(messages([themeDoc({ fonts: fonts("'Source Serif 4 Variable', serif"), webFonts: ['public-sans'] })])).toEqual([
      "themes/t.json /fonts/heading: names 'Source Serif 4 Variable', which the theme's webFonts do not load: add 'source-serif-4' to them",
      "themes/t.json /webFonts: 'public-sans' is loaded but no font stack names 'Public Sans Variable'",
    ]);
  });

  it("checks a lender's font override against its theme's web fonts", () => {
    const lender = lenderDoc({ themeOverrides: { fonts: { body: 'Public Sans Variable, system-ui' } } });
    expect(messages([themeDoc({})], [lender])).toEqual([
      "lenders/X/lender.json /themeOverrides/fonts/body: names 'Public Sans Variable', which the theme's webFonts do not load: add 'public-sans' to them",
    ]);
  });

  it('asks for a light-ink logo when the header is dark, whether the theme or an override darkens it', () => {
    const dark = themeDoc({ colors: { ...(northstar.colors as object), headerBackground: '#0f1a33', headerText: '#ffffff' } });
    const light = themeDoc({ colors: { ...(northstar.colors as object), headerBackground: '#ffffff', headerText: '#14213d' } });
    const error = 'lenders/X/lender.json /logo: the header is dark (#0f1a33): add logoOnDark, the logo drawn in light ink';
    expect(messages([dark], [lenderDoc({ logoOnDark: undefined })])).toEqual([error]);
    expect(messages([dark], [lenderDoc({})])).toEqual([]);
    expect(messages([light], [lenderDoc({ logoOnDark: undefined })])).toEqual([]);
    const darkened = lenderDoc({
      logoOnDark: undefined,
      themeOverrides: { colors: { headerBackground: '#0f1a33', headerText: '#ffffff' } },
    });
    expect(messages([light], [darkened])).toEqual([error]);
  });
});
