// A notice the borrower keeps as a PDF: lines of copy, already filled with their figures, set in
// the document fonts on as many letter pages as they take.
import { PDFDocument, rgb } from 'pdf-lib';
import type { LenderConfig } from '../../engine/lender/lender-package';
import { embedDocumentFonts } from './document-fonts';
import { printableText } from './printable-text';
import { wrapText } from './wrap-text';

export type NoticeLine = { text: string; size?: number; bold?: boolean; gapBefore?: number };

/** A heading line of a notice. */
export const noticeHeading = (text: string): NoticeLine => ({ text, size: 13, bold: true, gapBefore: 10 });

const PAGE_SIZE: [number, number] = [612, 792];
const MARGIN = 56;
const TOP = 740;

/** The notice's lines in order, the first being its title; dated `at` so the same notice gives the same file. */
export async function renderNoticePdf(lender: LenderConfig, lines: NoticeLine[], at: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(lines[0]!.text);
  pdf.setAuthor(lender.company.companyName);
  pdf.setCreationDate(new Date(at));
  pdf.setModificationDate(new Date(at));
  const fonts = await embedDocumentFonts(
    pdf,
    lines.map(({ text }) => text),
  );
  let page = pdf.addPage(PAGE_SIZE);
  let y = TOP;
  for (const { text, size = 10.5, bold = false, gapBefore = 0 } of lines) {
    y -= gapBefore;
    for (const row of wrapText(printableText(text, fonts.covers), PAGE_SIZE[0] - 2 * MARGIN, (r) => fonts.widthOf(r, size, bold))) {
      if (y < MARGIN) {
        page = pdf.addPage(PAGE_SIZE);
        y = TOP;
      }
      fonts.draw(page, row, { x: MARGIN, y, size, bold, color: rgb(0.1, 0.1, 0.1) });
      y -= size + 6;
    }
  }
  return pdf.save({ useObjectStreams: false });
}
