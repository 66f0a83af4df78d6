// Text as a font can draw it. Names and streets are free text (the API schemas put no pattern on
// them), so a letter the font lacks must become a visible mark rather than a failed document.

const REPLACEMENT = '\uFFFD';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
/** Control characters and line breaks: drawn as a space, since a line is drawn as one run. */
const BREAKS = /[\p{Cc}\p{Zl}\p{Zp}]/gu;
const IGNORABLE = /^\p{Default_Ignorable_Code_Point}$/u;

/**
 * `text` with each letter (grapheme) the font cannot draw whole replaced by one U+FFFD. Composed
 * first, so accents typed as combining marks use the font's precomposed letters.
 */
export function printableText(text: string, covers: (codePoint: number) => boolean): string {
  let printable = '';
  for (const { segment } of graphemes.segment(text.replace(BREAKS, ' ').normalize('NFC'))) {
    // Invisible joiners and selectors the font lacks (as in an emoji sequence) are left out, not replaced.
    const drawn = [...segment].filter((char) => covers(char.codePointAt(0)!) || !IGNORABLE.test(char));
    printable += drawn.every((char) => covers(char.codePointAt(0)!)) ? drawn.join('') : REPLACEMENT;
  }
  return printable;
}
