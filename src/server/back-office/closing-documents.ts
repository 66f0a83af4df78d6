// The loan documents a borrower reads and signs, generated as PDFs from the application and the
// lender's data. Sandbox documents: plain pages that say what a real one would contain.
import { PDFDocument, rgb } from 'pdf-lib';
import type { LenderConfig } from '../../engine/lender/lender-package';
import { formatMoney, formatPercent } from '../../engine/format/format';
import { embedDocumentFonts } from './document-fonts';
import { printableText } from './printable-text';
import { wrapText } from './wrap-text';

export const CLOSING_DOCUMENTS = [
  { type: 'HELOC_AGREEMENT', title: 'Home Equity Line of Credit Agreement' },
  { type: 'CLOSING_DISCLOSURE', title: 'Closing Disclosure' },
  { type: 'CFPB_HELOC_BOOKLET', title: 'What you should know about home equity lines of credit' },
] as const;

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
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setAuthor(lender.company.companyName);
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  const fonts = await embedDocumentFonts(pdf);
  let page = pdf.addPage(PAGE_SIZE);
  let y = TOP;
  const line = (text: string, size = 11, useBold = false) => {
    const font = useBold ? fonts.bold : fonts.regular;
    const rows = wrapText(printableText(text, fonts.covers), PAGE_SIZE[0] - 2 * MARGIN, (row) => font.widthOfTextAtSize(row, size));
    for (const row of rows) {
      if (y < MARGIN) {
        page = pdf.addPage(PAGE_SIZE);
        y = TOP;
      }
      page.drawText(row, { x: MARGIN, y, size, font, color: rgb(0.1, 0.1, 0.1) });
      y -= size + 10;
    }
  };
  line(lender.company.companyName, 12, true);
  line(`NMLS #${lender.company.nmlsNumber}`, 9);
  y -= 12;
  line(title, 18, true);
  line(`Application ID# ${loanNumber}`, 10);
  y -= 8;
  for (const text of lines) line(text);
  y -= 12;
  line('Sandbox document: generated for testing the signing flow. It is not a contract.', 9);
  return pdf.save({ useObjectStreams: false });
}

export async function renderClosingDocument(type: ClosingDocumentType, lender: LenderConfig, facts: ClosingFacts): Promise<Uint8Array> {
  const { title } = CLOSING_DOCUMENTS.find((d) => d.type === type)!;
  return renderSandboxPdf(lender, title, facts.loanNumber, [
    `Borrower: ${facts.borrowerName}`,
    `Property: ${facts.propertyAddress}`,
    `Line amount: ${formatMoney(facts.amount)}`,
    `Annual percentage rate: ${formatPercent(facts.rate * 100, 2)} fixed for the initial draw`,
    `Term: ${facts.term} years`,
    `Origination fee: ${formatPercent(facts.originationFee * 100, 2)} of the initial draw`,
  ]);
}
