// The fonts the sandbox's PDFs are drawn in. pdf-lib's standard fonts encode WinAnsi only, so a
// borrower named Łukasz Wróbel or Фёдор Достоевский broke every document: Noto Sans covers Latin
// (Latin Extended and Vietnamese included), Greek and Cyrillic.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import { create, type Font } from 'fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

const require = createRequire(import.meta.url);

type PdfLibFontkit = Parameters<PDFDocument['registerFontkit']>[0];

interface ParsedFont {
  bytes: Buffer;
  font: Font;
}

/**
 * Upstream fontkit rather than pdf-lib's fork (@pdf-lib/fontkit), whose subsets write the glyph
 * index in the wrong format and leave most letters blank. pdf-lib reads a subset as the stream
 * fontkit 1 gave; fontkit 2 encodes it in one call.
 */
function parseFont(file: string): ParsedFont {
  const bytes = readFileSync(require.resolve(`@expo-google-fonts/noto-sans/${file}`));
  const font = create(bytes);
  if ('fonts' in font) throw new Error(`${file} is a font collection`);
  // fontkit keeps the text of a glyph as given the first time it is met, and a letter built from
  // another (ί from ι) meets that one with none: each glyph is met here first through its own letter.
  for (const codePoint of font.characterSet) font.glyphForCodePoint(codePoint);
  const createSubset = font.createSubset.bind(font);
  font.createSubset = () => {
    const subset = createSubset();
    return Object.assign(subset, { encodeStream: () => Readable.from([subset.encode()]) });
  };
  return { bytes, font };
}

interface LoadedFonts {
  regular: ParsedFont;
  bold: ParsedFont;
  covered: ReadonlySet<number>;
}

let loaded: LoadedFonts | undefined;

/**
 * Read and parsed once per process, on the first document: 1.2 MB that most requests never need,
 * and tables that took ~150 ms per font to parse afresh for each document.
 */
function loadFonts(): LoadedFonts {
  if (!loaded) {
    const regular = parseFont('400Regular/NotoSans_400Regular.ttf');
    const bold = parseFont('700Bold/NotoSans_700Bold.ttf');
    const inBold = new Set(bold.font.characterSet);
    // What both weights draw, so one cleaned text suits either.
    loaded = { regular, bold, covered: new Set(regular.font.characterSet.filter((codePoint) => inBold.has(codePoint))) };
  }
  return loaded;
}

/**
 * Without ccmp, Noto draws a letter such as ị as one glyph: split into a letter and a mark, the
 * mark lost its place (pdf-lib draws no mark positioning) and its text (one text per glyph).
 */
async function embed(pdf: PDFDocument, { bytes, font }: ParsedFont): Promise<PDFFont> {
  // The same object as fontkit's and pdf-lib's declarations each describe it.
  pdf.registerFontkit({ create: () => font as unknown as ReturnType<PdfLibFontkit['create']> });
  return pdf.embedFont(bytes, { subset: true, features: { ccmp: false } });
}

export interface DocumentFonts {
  regular: PDFFont;
  bold: PDFFont;
  /** Whether both fonts have a glyph for the code point. */
  covers(codePoint: number): boolean;
}

/** Embeds the fonts in `pdf`, each subset to the glyphs drawn so a document stays small. */
export async function embedDocumentFonts(pdf: PDFDocument): Promise<DocumentFonts> {
  const { regular, bold, covered } = loadFonts();
  return {
    regular: await embed(pdf, regular),
    bold: await embed(pdf, bold),
    covers: (codePoint) => covered.has(codePoint),
  };
}
