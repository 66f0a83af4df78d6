// The loan documents a borrower reads and signs, generated as PDFs from the application and the
// lender's data, in the application's language (their words are copy: closing:documentFiles).
// Sandbox documents: plain pages that say what a real one would contain.
import { PDFDocument, rgb } from 'pdf-lib';
import type { LenderConfig } from '../../engine/lender/lender-package';
import { instrumentKey, type SecurityInstrumentKind } from '../../engine/closing/security-instrument';
import { fillPlaceholders } from '../../engine/chat/chatbot-answer';
import { roundHalfEven, totalWithFee } from '../../engine/calculations/offer-math';
import { formatMoney, formatPercent } from '../../engine/format/format';
import { serverCopy } from '../server-copy';
import { embedDocumentFonts } from './document-fonts';
import { printableText } from './printable-text';
import { wrapText } from './wrap-text';

export const CLOSING_DOCUMENTS = [
  { type: 'HELOC_AGREEMENT' },
  { type: 'ACCOUNT_OPENING_DISCLOSURE' },
  { type: 'CFPB_HELOC_BOOKLET' },
] as const;

interface DocumentWords {
  titles: Record<string, string>;
  instrumentTitles: Record<string, string>;
  [line: string]: string | Record<string, string>;
}

/** A document's words in a language, filled with `values`. */
export function documentLine(key: string, locale: string, values: Record<string, string> = {}): string {
  const text = serverCopy<{ documentFiles: DocumentWords }>('closing', locale).documentFiles[key];
  if (typeof text !== 'string') throw new Error(`copy/en/closing.json has no documentFiles.${key}`);
  return fillPlaceholders(text, values);
}

/**
 * A document's title in a language (the list the borrower picks from, the PDF's own title). The
 * security instrument is named as the home's state has it (`instrument`, flows/security-instruments.json).
 */
export function documentTitle(type: string, locale: string, instrument?: SecurityInstrumentKind): string {
  const words = serverCopy<{ documentFiles: DocumentWords }>('closing', locale).documentFiles;
  if (type === 'SECURITY_INSTRUMENT') return words.instrumentTitles[instrumentKey(instrument)] ?? type;
  return words.titles[type] ?? type;
}

export type ClosingDocumentType = (typeof CLOSING_DOCUMENTS)[number]['type'];

export interface ClosingFacts {
  borrowerName: string;
  loanNumber: string;
  propertyAddress: string;
  amount: number;
  /** Fraction: 0.0845 is 8.45%. */
  rate: number;
  term: number;
  originationFee: number;
}

/** US Letter, in points, with one-inch-less-a-bit margins all round. */
const PAGE_SIZE: [number, number] = [612, 792];
const MARGIN = 56;
const TOP = 740;

/**
 * A sandbox PDF: the lender's name and NMLS, the title, the application id, then the lines given,
 * wrapped to the page and, should they outgrow it, onto another. Fixed dates keep the bytes the same
 * for the same application.
 */
export async function renderSandboxPdf(
  lender: LenderConfig,
  title: string,
  loanNumber: string,
  lines: readonly string[],
  locale = 'en',
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setLanguage(locale);
  pdf.setAuthor(lender.company.companyName);
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  const { companyName, nmlsNumber } = lender.company;
  const nmls = documentLine('nmls', locale, { number: nmlsNumber });
  const applicationId = documentLine('applicationId', locale, { loanNumber });
  const sandboxNote = documentLine('sandboxNote', locale);
  const fonts = await embedDocumentFonts(pdf, [companyName, nmls, title, applicationId, ...lines, sandboxNote]);
  let page = pdf.addPage(PAGE_SIZE);
  let y = TOP;
  const line = (text: string, size = 11, bold = false) => {
    const rows = wrapText(printableText(text, fonts.covers), PAGE_SIZE[0] - 2 * MARGIN, (row) => fonts.widthOf(row, size, bold));
    for (const row of rows) {
      if (y < MARGIN) {
        page = pdf.addPage(PAGE_SIZE);
        y = TOP;
      }
      fonts.draw(page, row, { x: MARGIN, y, size, bold, color: rgb(0.1, 0.1, 0.1) });
      y -= size + 10;
    }
  };
  line(companyName, 12, true);
  line(nmls, 9);
  y -= 12;
  line(title, 18, true);
  line(applicationId, 10);
  y -= 8;
  for (const text of lines) line(text);
  y -= 12;
  line(sandboxNote, 9);
  return pdf.save({ useObjectStreams: false });
}

export async function renderClosingDocument(
  type: ClosingDocumentType,
  lender: LenderConfig,
  facts: ClosingFacts,
  locale = 'en',
): Promise<Uint8Array> {
  const line = (key: string, values: Record<string, string> = {}) => documentLine(key, locale, values);
  // The fee is added to the balance the payments repay; the borrower receives the whole draw (docs/compliance.md).
  const balance = totalWithFee(facts.amount, facts.originationFee);
  const feeAmount = roundHalfEven(balance - facts.amount);
  return renderSandboxPdf(
    lender,
    documentTitle(type, locale),
    facts.loanNumber,
    [
      line('borrower', { name: facts.borrowerName }),
      line('property', { address: facts.propertyAddress }),
      line('amount', { amount: formatMoney(facts.amount) }),
      line('apr', { apr: formatPercent(facts.rate * 100, 2) }),
      line('term', { years: String(facts.term) }),
      feeAmount > 0
        ? line('fee', { feeAmount: formatMoney(feeAmount, 2), fee: formatPercent(facts.originationFee * 100, 2) })
        : line('noFee'),
      line('balance', { balance: formatMoney(balance, 2) }),
    ],
    locale,
  );
}
