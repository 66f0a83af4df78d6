import type { Colors } from '../types/theme';

/** WCAG 2.x relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const c = parseInt(part, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Whether white text reads better than black on a background: a dark background, which wants light-ink logos. */
export const prefersLightInk = (background: string) => contrastRatio('#ffffff', background) > contrastRatio('#000000', background);

type ColorToken = keyof Colors;

/** Every foreground/background pair the UI draws, with the WCAG AA minimum it needs (4.5 text, 3 non-text). */
export const CONTRAST_PAIRS: ReadonlyArray<{ fg: ColorToken; bg: ColorToken; min: number }> = [
  { fg: 'text', bg: 'background', min: 4.5 },
  { fg: 'text', bg: 'surface', min: 4.5 },
  { fg: 'textMuted', bg: 'background', min: 4.5 },
  { fg: 'textMuted', bg: 'surface', min: 4.5 },
  { fg: 'onPrimary', bg: 'primary', min: 4.5 },
  { fg: 'onPrimary', bg: 'primaryHover', min: 4.5 },
  { fg: 'link', bg: 'background', min: 4.5 },
  { fg: 'link', bg: 'surface', min: 4.5 },
  { fg: 'error', bg: 'background', min: 4.5 },
  { fg: 'error', bg: 'surface', min: 4.5 },
  { fg: 'success', bg: 'background', min: 4.5 },
  { fg: 'headerText', bg: 'headerBackground', min: 4.5 },
  { fg: 'footerText', bg: 'footerBackground', min: 4.5 },
  { fg: 'footerMuted', bg: 'footerBackground', min: 4.5 },
  { fg: 'border', bg: 'surface', min: 3 },
  { fg: 'focus', bg: 'background', min: 3 },
  { fg: 'primary', bg: 'background', min: 3 },
  { fg: 'primary', bg: 'surface', min: 3 },
  // The header's primary button (Log in) must stand out from a dark header as it does from the page.
  { fg: 'primary', bg: 'headerBackground', min: 3 },
  { fg: 'focus', bg: 'surface', min: 3 },
];

export interface ContrastFailure {
  fg: ColorToken;
  bg: ColorToken;
  ratio: number;
  min: number;
}

export function findContrastFailures(colors: Colors): ContrastFailure[] {
  return CONTRAST_PAIRS.flatMap(({ fg, bg, min }) => {
    const ratio = contrastRatio(colors[fg], colors[bg]);
    return ratio + 1e-9 < min ? [{ fg, bg, min, ratio: Math.floor(ratio * 100) / 100 }] : [];
  });
}
