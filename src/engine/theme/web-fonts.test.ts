import { describe, expect, it } from 'vitest';
import { fontFaceAssets, webFontsNamedIn } from './web-fonts';

describe('web fonts', () => {
  it('finds the web fonts a stack names, quoted or not, and no system font', () => {
    expect(webFontsNamedIn("'Source Serif 4 Variable', Georgia, serif")).toEqual(['source-serif-4']);
    expect(webFontsNamedIn('Public Sans Variable, system-ui')).toEqual(['public-sans']);
    expect(webFontsNamedIn("system-ui, 'Segoe UI', Roboto")).toEqual([]);
  });

  it('describes each face for the FontFace constructor', () => {
    const [face] = fontFaceAssets(['public-sans'], (file) => `/fonts/${file}`);
    expect(face).toMatchObject({
      family: 'Public Sans Variable',
      src: "url(/fonts/public-sans-latin-wght-normal.woff2) format('woff2')",
      weight: '100 900',
    });
  });
});
