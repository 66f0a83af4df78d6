// Typefaces a theme may name in its webFonts (themes/*.json): self-hosted from their npm packages,
// the latin subset's one variable-weight woff2 each, published beside the lender packages and loaded
// only by the lenders whose theme names them. Adding one: the package, an entry here, and the
// schema's enum (a unit test keeps the two equal).
import type { Theme } from '../types/theme';

export type WebFontName = NonNullable<Theme['webFonts']>[number];

export interface WebFont {
  /** The family name a theme's font stack uses. */
  family: string;
  package: string;
  /** The woff2 in the package's files/ folder. */
  file: string;
  /** The variable font's weight range. */
  weight: string;
}

export const WEB_FONTS: Record<WebFontName, WebFont> = {
  'public-sans': {
    family: 'Public Sans Variable',
    package: '@fontsource-variable/public-sans',
    file: 'public-sans-latin-wght-normal.woff2',
    weight: '100 900',
  },
  'source-serif-4': {
    family: 'Source Serif 4 Variable',
    package: '@fontsource-variable/source-serif-4',
    file: 'source-serif-4-latin-wght-normal.woff2',
    weight: '200 900',
  },
};

/** The latin subset's characters (Fontsource's range): Basic Latin, Latin-1 (José, Núñez), punctuation, €. */
export const LATIN_UNICODE_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/** What the browser needs to load a web font (the FontFace constructor's family, source and descriptors). */
export interface FontFaceAsset {
  family: string;
  src: string;
  weight: string;
  unicodeRange: string;
  display: 'swap';
}

export function fontFaceAssets(names: readonly WebFontName[], fontUrl: (file: string) => string): FontFaceAsset[] {
  return names.map((name) => {
    const font = WEB_FONTS[name];
    return {
      family: font.family,
      src: `url(${fontUrl(font.file)}) format('woff2')`,
      weight: font.weight,
      unicodeRange: LATIN_UNICODE_RANGE,
      display: 'swap',
    };
  });
}

/** The web fonts a font stack names by family, quoted or not. */
export function webFontsNamedIn(stack: string): WebFontName[] {
  const families = stack.split(',').map((family) => family.trim().replace(/^['"]|['"]$/g, ''));
  return (Object.keys(WEB_FONTS) as WebFontName[]).filter((name) => families.includes(WEB_FONTS[name].family));
}
