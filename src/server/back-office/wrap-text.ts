// Lines that fit a width, broken at spaces, as measured by the font they are drawn in.

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The largest n in 0..max for which `fits(n)` holds, `fits` holding up to some n and not after. */
function mostThatFit(max: number, fits: (n: number) => boolean): number {
  let [low, high] = [0, max];
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * `text` as lines no wider than `maxWidth`. A word wider than a line on its own (a long number, a
 * name written without spaces) is broken between letters. Measuring is a text layout, so the breaks
 * are searched by halves: a few measures a line, not one a word or a letter.
 */
export function wrapText(text: string, maxWidth: number, widthOf: (text: string) => number): string[] {
  const fits = (line: string) => widthOf(line) <= maxWidth;
  const lines: string[] = [];
  let rest = text;
  while (!fits(rest)) {
    const words = rest.split(' ');
    const wordCount = mostThatFit(words.length - 1, (n) => fits(words.slice(0, n).join(' ')));
    if (wordCount > 0) {
      lines.push(words.slice(0, wordCount).join(' '));
      rest = words.slice(wordCount).join(' ');
      continue;
    }
    const letters = Array.from(graphemes.segment(rest), ({ segment }) => segment);
    // At least one letter a line, however narrow the line.
    const letterCount = Math.max(
      1,
      mostThatFit(letters.length - 1, (n) => fits(letters.slice(0, n).join(''))),
    );
    lines.push(letters.slice(0, letterCount).join(''));
    rest = letters.slice(letterCount).join('');
  }
  lines.push(rest);
  return lines;
}
