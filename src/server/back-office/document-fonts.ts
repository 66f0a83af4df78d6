// The fonts the sandbox's PDFs are drawn in. pdf-lib's standard fonts encode WinAnsi only, so a
// borrower named Łukasz Wróbel or Фёдор Достоевский broke every document: Noto Sans covers Latin
// (Latin Extended and Vietnamese included), Greek and Cyrillic. Noto Sans SC draws what it lacks:
// Chinese (simplified and traditional), Japanese kana and kanji, but not Korean Hangul.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import { create, type Font } from 'fontkit';
import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';

const require = createRequire(import.meta.url);

type PdfLibFontkit = Parameters<PDFDocument['registerFontkit']>[0];

interface ParsedFont {
  bytes: Buffer;
  font: Font;
}

/**
 * A code point the font draws with another's glyph, whose text a reader should copy as that other:
 * a compatibility ideograph or a sign such as Ω (NFC makes them the letter), a CJK radical (⼈ is 人).
 */
const isAlias = (codePoint: number) => {
  const char = String.fromCodePoint(codePoint);
  return char.normalize('NFC') !== char || /\p{Radical}/u.test(char);
};

/**
 * Upstream fontkit rather than pdf-lib's fork (@pdf-lib/fontkit), whose subsets write the glyph
 * index in the wrong format and leave most letters blank. pdf-lib reads a subset as the stream
 * fontkit 1 gave; fontkit 2 encodes it in one call.
 */
function parseFont(file: string): ParsedFont {
  const bytes = readFileSync(require.resolve(file));
  const font = create(bytes);
  if ('fonts' in font) throw new Error(`${file} is a font collection`);
  // fontkit keeps the text of a glyph as given the first time it is met, and a letter built from
  // another (ί from ι) meets that one with none: each glyph is met here first through its own
  // letter, aliases last (Noto Sans has none that share a glyph; Noto Sans SC has about 300).
  const { characterSet } = font;
  for (const codePoint of characterSet) if (!isAlias(codePoint)) font.glyphForCodePoint(codePoint);
  for (const codePoint of characterSet) if (isAlias(codePoint)) font.glyphForCodePoint(codePoint);
  const createSubset = font.createSubset.bind(font);
  font.createSubset = () => {
    const subset = createSubset();
    return Object.assign(subset, { encodeStream: () => Readable.from([subset.encode()]) });
  };
  return { bytes, font };
}

interface FontPair {
  regular: ParsedFont;
  bold: ParsedFont;
  /** What both weights draw, so one cleaned text suits either. */
  covered: ReadonlySet<number>;
}

function parsePair(regularFile: string, boldFile: string): FontPair {
  const regular = parseFont(regularFile);
  const bold = parseFont(boldFile);
  const inBold = new Set(bold.font.characterSet);
  return { regular, bold, covered: new Set(regular.font.characterSet.filter((codePoint) => inBold.has(codePoint))) };
}

/**
 * Each pair is read and parsed once per process, on the first document that needs it: 1.2 MB (Noto
 * Sans) and 21 MB (Noto Sans SC) that most requests never need, and tables that took ~150 ms per
 * font to parse afresh for each document.
 */
function cached(load: () => FontPair): () => FontPair {
  let pair: FontPair | undefined;
  return () => (pair ??= load());
}

const latinFonts = cached(() =>
  parsePair('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf', '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
);
const cjkFonts = cached(() =>
  parsePair(
    '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
    '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
  ),
);

/**
 * Without ccmp, Noto draws a letter such as ị as one glyph: split into a letter and a mark, the
 * mark lost its place (pdf-lib draws no mark positioning) and its text (one text per glyph).
 */
async function embed(pdf: PDFDocument, { bytes, font }: ParsedFont): Promise<PDFFont> {
  // The same object as fontkit's and pdf-lib's declarations each describe it.
  pdf.registerFontkit({ create: () => font as unknown as ReturnType<PdfLibFontkit['create']> });
  return pdf.embedFont(bytes, { subset: true, features: { ccmp: false } });
}

interface EmbeddedPair {
  regular: PDFFont;
  bold: PDFFont;
  covered: ReadonlySet<number>;
}

const embedPair = async (pdf: PDFDocument, pair: FontPair): Promise<EmbeddedPair> => ({
  regular: await embed(pdf, pair.regular),
  bold: await embed(pdf, pair.bold),
  covered: pair.covered,
});

export interface DrawOptions {
  x: number;
  y: number;
  size: number;
  bold?: boolean;
  color: Color;
}

export interface DocumentFonts {
  /** Whether the document's fonts draw the code point, in both weights. */
  covers(codePoint: number): boolean;
  /** The width of a line of printable text (printableText with `covers`), in points. */
  widthOf(text: string, size: number, bold?: boolean): number;
  /** Draws a line of printable text, each run of it in the font that has its letters. */
  draw(page: PDFPage, text: string, options: DrawOptions): void;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Embeds the fonts for a document whose words are `texts` into `pdf`, each subset to the glyphs
 * drawn so a document stays small. Noto Sans SC is embedded only when the words need it, so a
 * document in Latin, Greek or Cyrillic letters is drawn as it always was.
 */
export async function embedDocumentFonts(pdf: PDFDocument, texts: readonly string[]): Promise<DocumentFonts> {
  const latin = latinFonts();
  // Noto Sans SC is read only for a letter Noto Sans lacks, and embedded only if it has one.
  const needsCjk = texts.some((text) =>
    Array.from(text.normalize('NFC'), (char) => char.codePointAt(0)!).some(
      (codePoint) => !latin.covered.has(codePoint) && cjkFonts().covered.has(codePoint),
    ),
  );
  const pairs = [await embedPair(pdf, latin), ...(needsCjk ? [await embedPair(pdf, cjkFonts())] : [])];
  const fontFor = (letter: string, bold: boolean) => {
    const codePoints = Array.from(letter, (char) => char.codePointAt(0)!);
    // The first pair that draws the whole letter; Noto Sans draws a letter no pair draws whole.
    const pair = pairs.find(({ covered }) => codePoints.every((codePoint) => covered.has(codePoint))) ?? pairs[0]!;
    return bold ? pair.bold : pair.regular;
  };
  /** The line as runs of letters in one font, in order. */
  const runs = (text: string, bold: boolean) => {
    if (pairs.length === 1 || !text) return [{ text, font: fontFor('', bold) }];
    const found: Array<{ text: string; font: PDFFont }> = [];
    for (const { segment } of graphemes.segment(text)) {
      const font = fontFor(segment, bold);
      const last = found.at(-1);
      if (last?.font === font) last.text += segment;
      else found.push({ text: segment, font });
    }
    return found;
  };
  return {
    covers: (codePoint) => pairs.some(({ covered }) => covered.has(codePoint)),
    widthOf: (text, size, bold = false) => runs(text, bold).reduce((width, run) => width + run.font.widthOfTextAtSize(run.text, size), 0),
    draw(page, text, { x, y, size, bold = false, color }) {
      let at = x;
      for (const run of runs(text, bold)) {
        page.drawText(run.text, { x: at, y, size, font: run.font, color });
        at += run.font.widthOfTextAtSize(run.text, size);
      }
    },
  };
}
