import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { LenderDirectory } from '../lender-directory';
import type { LenderConfig } from '../../engine/lender/lender-package';
import { pdfText, pdfTextRuns } from '../testing/pdf-text';
import { CLOSING_DOCUMENTS, renderClosingDocument, renderSandboxPdf, type ClosingFacts, documentTitle } from './closing-documents';

let lender: LenderConfig;
beforeAll(async () => {
  lender = (await LenderDirectory.load()).get('NORTHSTAR')!;
});

const facts = (borrowerName: string, propertyAddress = '42 Lighthouse Lane, Sacramento, CA 95814'): ClosingFacts => ({
  borrowerName,
  loanNumber: 'HL-1001',
  propertyAddress,
  amount: 60_000,
  rate: 0.0845,
  term: 10,
  originationFee: 0.01,
});

const notoSans = (file: string) => {
  const font = create(readFileSync(createRequire(import.meta.url).resolve(`@expo-google-fonts/noto-sans/${file}`)));
  if ('fonts' in font) throw new Error(`${file} is a collection`);
  return font;
};

const streamText = (dict: PDFDict, key: string) => {
  const stream = dict.lookup(PDFName.of(key));
  if (!(stream instanceof PDFRawStream)) throw new Error(`no ${key} stream`);
  return decodePDFRawStream(stream).decode();
};

/** Each font program embedded in `bytes`, with what its glyph ids stand for in its ToUnicode map. */
async function embeddedFonts(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes);
  const fonts: Array<{ name: string; program: Font; glyphs: Map<number, string> }> = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Subtype')) !== PDFName.of('Type0')) continue;
    const descendant = object.lookup(PDFName.of('DescendantFonts'), PDFArray).lookup(0, PDFDict);
    const program = create(Buffer.from(streamText(descendant.lookup(PDFName.of('FontDescriptor'), PDFDict), 'FontFile2')));
    if ('fonts' in program) throw new Error('an embedded collection');
    const toUnicode = new TextDecoder().decode(streamText(object, 'ToUnicode'));
    const glyphs = new Map(
      [...toUnicode.matchAll(/^<([0-9A-F]{4})> <([0-9A-F]+)>$/gm)].map(([, id, utf16]) => [
        parseInt(id!, 16),
        String.fromCharCode(...utf16!.match(/.{4}/g)!.map((unit) => parseInt(unit, 16))),
      ]),
    );
    fonts.push({ name: String(object.get(PDFName.of('BaseFont'))), program, glyphs });
  }
  return fonts;
}

// Names as borrowers type them; the schemas put no pattern on a name or a street.
const NAMES = ['Łukasz Wróbel', 'Nguyễn Thị Minh Khai', "José O'Brien-Núñez", 'Σοφία Παπαδοπούλου', 'Фёдор Достоевский'];

describe('loan documents for every name a borrower can type', () => {
  // First in the file: the fonts are parsed once per process, so what an earlier document drew counts.
  it("keeps a letter's text after an earlier document drew it inside another letter", async () => {
    await renderClosingDocument('HELOC_AGREEMENT', lender, facts('Σοφία Παπαδοπούλου')); // ί is built from ι
    const text = await pdfText(await renderClosingDocument('HELOC_AGREEMENT', lender, facts('Καλλιγάς Ηλιόπουλος')));
    expect(text).toContain('Borrower: Καλλιγάς Ηλιόπουλος');
  });

  it.each(NAMES)('renders %s in each document', async (name) => {
    for (const { type } of CLOSING_DOCUMENTS) {
      const text = await pdfText(await renderClosingDocument(type, lender, facts(name)));
      expect(text, type).toContain(documentTitle(type, 'en'));
      expect(text, type).toContain(`Borrower: ${name}`);
    }
    const deed = await pdfText(await renderSandboxPdf(lender, 'Deed of Trust', 'HL-1001', [`Co-owner signing: ${name}`]));
    expect(deed).toContain(`Co-owner signing: ${name}`);
  });

  it('draws the name as typed when it is spelled with combining accents', async () => {
    const decomposed = 'Nguyễn Thị Minh Khai'.normalize('NFD');
    const text = await pdfText(await renderClosingDocument('HELOC_AGREEMENT', lender, facts(decomposed)));
    expect(text).toContain('Borrower: Nguyễn Thị Minh Khai');
  });

  it('draws a replacement mark for each letter the fonts lack, and the rest of the name', async () => {
    // Korean Hangul, an emoji family (one letter of five code points), a lone surrogate and control characters.
    const name = '김민준 👨‍👩‍👧 Ada\tLovelace\n\uD800Jr';
    const text = await pdfText(await renderClosingDocument('ACCOUNT_OPENING_DISCLOSURE', lender, facts(name)));
    expect(text).toContain('Borrower: \uFFFD\uFFFD\uFFFD \uFFFD Ada Lovelace \uFFFDJr');
  });

  it('embeds small subsets holding each letter drawn with its own outline', async () => {
    const pdf = await renderClosingDocument('HELOC_AGREEMENT', lender, facts(NAMES.join(' ')));
    expect(pdf.length).toBeLessThan(40_000); // the two whole fonts are 1.2 MB
    const originals = [notoSans('400Regular/NotoSans_400Regular.ttf'), notoSans('700Bold/NotoSans_700Bold.ttf')];
    const fonts = await embeddedFonts(pdf);
    expect(fonts.map((f) => f.name)).toEqual([expect.stringMatching(/^\/NotoSans-Regular/), expect.stringMatching(/^\/NotoSans-Bold/)]);
    fonts.forEach(({ name, program, glyphs }, index) => {
      expect(glyphs.size, name).toBeGreaterThan(index === 0 ? 60 : 20);
      // Ligatures (fi) stand for two letters and have no outline of their own to compare.
      for (const [id, text] of [...glyphs].filter(([, text]) => [...text].length === 1)) {
        const original = originals[index]!.glyphForCodePoint(text.codePointAt(0)!);
        expect(program.getGlyph(id).path.toSVG(), `${name} ${text}`).toBe(original.path.toSVG());
      }
    });
  });

  it('goes on to a second page when the lines outgrow the first', async () => {
    const lines = Array.from({ length: 40 }, (_, n) => `Clause ${n + 1}: Ἀθῆναι`);
    const runs = await pdfTextRuns(await renderSandboxPdf(lender, 'Deed of Trust', 'HL-1001', lines));
    expect(runs.find((run) => run.text === 'Clause 1: Ἀθῆναι')?.page).toBe(1);
    expect(runs.find((run) => run.text === 'Clause 40: Ἀθῆναι')?.page).toBe(2);
  });

  it('gives the same bytes for the same document', async () => {
    const render = () => renderClosingDocument('ACCOUNT_OPENING_DISCLOSURE', lender, facts('Σοφία Παπαδοπούλου'));
    expect(Buffer.from(await render()).equals(Buffer.from(await render()))).toBe(true);
  });

  it('wraps a line wider than the page inside the margins, measured with the font it is drawn in', async () => {
    const street = 'Улица Большая Садовая, дом 10, квартира 50, Ẩm thực Đường Nguyễn Huệ, Ἀθῆναι Πλατεῖα Συντάγματος 1';
    const address = `${street}, ${street}, Sacramento, CA 95814`;
    const pdf = await renderClosingDocument('HELOC_AGREEMENT', lender, facts('Фёдор Достоевский', address));
    const runs = await pdfTextRuns(pdf);
    for (const run of runs) expect(run.x + run.width, run.text).toBeLessThanOrEqual(612 - 56);
    expect(runs.filter((run) => /Улица|Ẩm|Πλατεῖα|Sacramento/.test(run.text)).length).toBeGreaterThan(1);
    expect(await pdfText(pdf)).toContain(`Property: ${address}`);
  });
});

describe('loan documents for names in Chinese and Japanese letters', () => {
  const notoSansSc = (file: string) => {
    const font = create(readFileSync(createRequire(import.meta.url).resolve(`@expo-google-fonts/noto-sans-sc/${file}`)));
    if ('fonts' in font) throw new Error(`${file} is a collection`);
    return font;
  };

  it.each(['王小明', "王小明 José O'Brien", '陳大文', '山田 太郎', 'さくら 込山'])(
    'renders %s in each document, read back as typed',
    async (name) => {
      for (const { type } of CLOSING_DOCUMENTS) {
        const text = await pdfText(await renderClosingDocument(type, lender, facts(name)));
        expect(text, type).toContain(`Borrower: ${name}`);
      }
    },
  );

  it('embeds Noto Sans SC beside Noto Sans only when a name needs it, as a small subset', async () => {
    const latin = await renderClosingDocument('HELOC_AGREEMENT', lender, facts("José O'Brien"));
    const chinese = await renderClosingDocument('HELOC_AGREEMENT', lender, facts("王小明 José O'Brien"));
    expect((await embeddedFonts(latin)).map((f) => f.name)).toEqual([
      expect.stringMatching(/^\/NotoSans-Regular/),
      expect.stringMatching(/^\/NotoSans-Bold/),
    ]);
    const fonts = await embeddedFonts(chinese);
    expect(fonts.map((f) => f.name)).toEqual([
      expect.stringMatching(/^\/NotoSans-Regular/),
      expect.stringMatching(/^\/NotoSans-Bold/),
      expect.stringMatching(/^\/NotoSansSC-Regular/),
      expect.stringMatching(/^\/NotoSansSC-Bold/),
    ]);
    // The name's three letters and nothing else, each with its own outline and read back as itself.
    const original = notoSansSc('400Regular/NotoSansSC_400Regular.ttf');
    const { program, glyphs } = fonts[2]!;
    expect([...glyphs.values()].sort()).toEqual(['小', '明', '王']);
    for (const [id, text] of glyphs)
      expect(program.getGlyph(id).path.toSVG(), text).toBe(original.glyphForCodePoint(text.codePointAt(0)!).path.toSVG());
    // The two whole fonts are 21 MB.
    expect(chinese.length).toBeLessThan(latin.length + 12_000);
  });

  it('wraps a line of letters without spaces inside the margins', async () => {
    const address = '北京市朝阳区建国门外大街一号国贸大厦三十八层'.repeat(4);
    const pdf = await renderClosingDocument('HELOC_AGREEMENT', lender, facts('王小明', address));
    const runs = await pdfTextRuns(pdf);
    for (const run of runs) expect(run.x + run.width, run.text).toBeLessThanOrEqual(612 - 56);
    expect(runs.filter((run) => run.text.includes('北京市')).length).toBeGreaterThan(1);
    expect((await pdfText(pdf)).replace(/ /g, '')).toContain(`Property:${address}`);
  });
});

describe('loan documents in the application’s language', () => {
  it('are titled and worded in Spanish for an application in Spanish, in English otherwise', async () => {
    const spanish = await pdfText(await renderClosingDocument('HELOC_AGREEMENT', lender, facts('José Núñez'), 'es'));
    expect(spanish).toContain('Contrato de línea de crédito con garantía hipotecaria');
    expect(spanish).toContain('Prestatario: José Núñez');
    expect(spanish).toContain('N.º de solicitud');
    expect(spanish).not.toContain('Borrower:');
    expect(documentTitle('CFPB_HELOC_BOOKLET', 'es')).toBe('Lo que usted debe saber sobre las líneas de crédito con garantía hipotecaria');
    const english = await pdfText(await renderClosingDocument('HELOC_AGREEMENT', lender, facts('José Núñez')));
    expect(english).toContain('Home Equity Line of Credit Agreement');
    expect(english).toContain('Borrower: José Núñez');
  });
});

// One treatment of the origination fee everywhere (docs/compliance.md, 'The origination fee'): the
// borrower receives the whole draw, and the fee is added to the balance the payments repay.
describe('the origination fee in the loan documents', () => {
  it('pays the whole draw and adds the fee to the balance', async () => {
    const text = await pdfText(
      await renderClosingDocument('ACCOUNT_OPENING_DISCLOSURE', lender, {
        ...facts('Ada Lovelace'),
        amount: 80_000,
        originationFee: 0.025,
      }),
    );
    expect(text).toContain('Initial draw, paid to you in full: $80,000');
    expect(text).toContain(
      'Origination fee: $2,000.00 (2.50% of the initial draw), added to your balance and repaid with your monthly payments',
    );
    expect(text).toContain('Starting balance: $82,000.00');
    expect(text).not.toMatch(/taken from|deducted/i);
  });

  it('says there is no fee when none was chosen, and the balance is the draw', async () => {
    const text = await pdfText(
      await renderClosingDocument('ACCOUNT_OPENING_DISCLOSURE', lender, { ...facts('Ada Lovelace'), amount: 80_000, originationFee: 0 }),
    );
    expect(text).toContain('Origination fee: none');
    expect(text).toContain('Starting balance: $80,000.00');
  });
});
