import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Colors } from '../types/theme';
import { contrastRatio, CONTRAST_PAIRS, findContrastFailures, relativeLuminance } from './contrast';

const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);

describe('contrast', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(relativeLuminance('#ffffff')).toBe(1);
  });

  it('is symmetric and between 1 and 21', () => {
    fc.assert(
      fc.property(hex, hex, (a, b) => {
        const ratio = contrastRatio(a, b);
        expect(ratio).toBeCloseTo(contrastRatio(b, a), 10);
        expect(ratio).toBeGreaterThanOrEqual(1);
        expect(ratio).toBeLessThanOrEqual(21.0000001);
      }),
    );
  });

  it('rejects malformed colours', () => {
    expect(() => relativeLuminance('red')).toThrow(/Not a #rrggbb colour/);
  });

  it('reports each pair below its minimum', () => {
    const tokens = new Set(CONTRAST_PAIRS.flatMap((p) => [p.fg, p.bg]));
    const black = Object.fromEntries([...tokens].map((t) => [t, '#000000'])) as unknown as Colors;
    const good = {
      ...black,
      background: '#ffffff',
      surface: '#ffffff',
      primary: '#000000',
      primaryHover: '#000000',
      onPrimary: '#ffffff',
      headerBackground: '#ffffff',
      footerBackground: '#ffffff',
    };
    expect(findContrastFailures(good)).toEqual([]);
    const failures = findContrastFailures({ ...good, textMuted: '#999999' });
    expect(failures.map((f) => `${f.fg}/${f.bg}`)).toEqual(['textMuted/background', 'textMuted/surface']);
    expect(failures[0]!.ratio).toBeLessThan(4.5);
  });
});
