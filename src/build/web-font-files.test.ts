import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WEB_FONTS } from '../engine/theme/web-fonts';
import { webFontFile } from './lender-packages';

describe('web font files', () => {
  it('allows exactly the fonts the theme schema lists, each a latin woff2 its npm package ships', () => {
    const schema = JSON.parse(readFileSync('schemas/theme.schema.json', 'utf8'));
    expect(Object.keys(WEB_FONTS).sort()).toEqual([...schema.properties.webFonts.items.enum].sort());
    for (const font of Object.values(WEB_FONTS)) {
      expect(font.file).toMatch(/-latin-wght-normal\.woff2$/);
      expect(existsSync(webFontFile(font))).toBe(true);
    }
  });
});
