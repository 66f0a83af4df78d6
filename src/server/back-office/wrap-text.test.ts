import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wrapText } from './wrap-text';

/** A stand-in font: each letter as wide as its code points, so wide letters take more room. */
const widthOf = (text: string) => [...text].length;

describe('wrapText', () => {
  it('keeps a line that fits whole', () => {
    expect(wrapText('Borrower: Łukasz Wróbel', 40, widthOf)).toEqual(['Borrower: Łukasz Wróbel']);
  });

  it('breaks at the last space that fits, and a word longer than a line between letters', () => {
    expect(wrapText('Property: 42 Lighthouse Lane', 16, widthOf)).toEqual(['Property: 42', 'Lighthouse Lane']);
    expect(wrapText('ID 0123456789ABCDEF', 8, widthOf)).toEqual(['ID', '01234567', '89ABCDEF']);
    // A letter of several code points (a family emoji) is never split.
    expect(wrapText('ab👨‍👩‍👧cd', 3, widthOf)).toEqual(['ab', '👨‍👩‍👧', 'cd']);
  });

  it('fits every line, loses no letter and breaks inside a word only when it must', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'Ж', 'ễ', '山'), minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 20 }), fc.integer({ min: 1, max: 30 }), (words, maxWidth) => {
        const text = words.join(' ');
        const lines = wrapText(text, maxWidth, widthOf);
        for (const line of lines) expect(widthOf(line)).toBeLessThanOrEqual(maxWidth);
        expect(lines.join('').replaceAll(' ', '')).toBe(text.replaceAll(' ', ''));
        // Where two lines meet inside a word, that word alone was wider than a line.
        const longest = Math.max(...words.map(widthOf));
        if (lines.length > 1 && lines.join(' ') !== text) expect(longest).toBeGreaterThan(maxWidth);
      }),
    );
  });
});
