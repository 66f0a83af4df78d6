// The adverse action notice as a PDF the borrower keeps: the same words as the decline page
// (copy/en/adverse-action.json) filled with the lender's data and the application's decision.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument, rgb } from 'pdf-lib';
import { adverseActionValues, type AdverseAction } from '../../engine/adverse-action/adverse-action';
import { fillPlaceholders } from '../../engine/chat/chatbot-answer';
import type { LenderConfig } from '../../engine/lender/lender-package';
import { PROJECT_ROOT } from '../config';
import { embedDocumentFonts } from './document-fonts';
import { printableText } from './printable-text';
import { wrapText } from './wrap-text';

export const ADVERSE_ACTION_COPY = path.join(PROJECT_ROOT, 'copy', 'en', 'adverse-action.json');

interface NoticeCopy {
  notice: Record<
    'heading' | 'action' | 'creditorHeading' | 'creditor' | 'reasonsHeading' | 'pdfTitle' | 'applicant' | 'applicationId',
    string
  >;
  ecoa: Record<'heading' | 'statement', string>;
  creditScore: Record<'heading' | 'intro' | 'bureau' | 'scoreIntro' | 'score' | 'range' | 'date' | 'factorsHeading', string>;
  reasons: Record<string, string>;
  factors: Record<string, string>;
}

let copy: NoticeCopy | undefined;

export interface NoticeFacts {
  action: AdverseAction;
  applicantName: string;
  loanNumber: string;
  timeZone: string;
}

type Line = { text: string; size?: number; bold?: boolean; gapBefore?: number };

/** The notice's lines, in the page's order. */
export function adverseActionLines(lender: LenderConfig, facts: NoticeFacts): Line[] {
  copy ??= JSON.parse(readFileSync(ADVERSE_ACTION_COPY, 'utf8')) as NoticeCopy;
  const values = adverseActionValues(facts.action, lender, facts.timeZone);
  const heading = (text: string): Line => ({ text, size: 13, bold: true, gapBefore: 10 });
  const { notice, ecoa, creditScore } = copy;
  return [
    { text: notice.pdfTitle, size: 18, bold: true },
    { text: fillPlaceholders(notice.applicant, { name: facts.applicantName }) },
    { text: fillPlaceholders(notice.applicationId, { loanNumber: facts.loanNumber }) },
    { text: fillPlaceholders(notice.action, values.action), gapBefore: 8 },
    heading(notice.creditorHeading),
    { text: fillPlaceholders(notice.creditor, values.creditor) },
    heading(notice.reasonsHeading),
    ...facts.action.reasons.map((code) => ({ text: `• ${copy!.reasons[code] ?? code}` })),
    heading(creditScore.heading),
    { text: creditScore.intro },
    { text: fillPlaceholders(creditScore.bureau, values.bureau), bold: true },
    { text: creditScore.scoreIntro, gapBefore: 6 },
    { text: fillPlaceholders(creditScore.score, values.score), bold: true },
    { text: fillPlaceholders(creditScore.range, values.range) },
    { text: fillPlaceholders(creditScore.date, values.scoredOn) },
    { text: creditScore.factorsHeading },
    ...facts.action.creditReport.keyFactors.map((code) => ({ text: `• ${copy!.factors[code] ?? code}` })),
    heading(ecoa.heading),
    { text: fillPlaceholders(ecoa.statement, values.ecoa) },
  ];
}

const PAGE_SIZE: [number, number] = [612, 792];
const MARGIN = 56;
const TOP = 740;

export async function renderAdverseActionNotice(lender: LenderConfig, facts: NoticeFacts): Promise<Uint8Array> {
  const lines = adverseActionLines(lender, facts);
  const pdf = await PDFDocument.create();
  pdf.setTitle(lines[0]!.text);
  pdf.setAuthor(lender.company.companyName);
  pdf.setCreationDate(new Date(facts.action.decidedAt));
  pdf.setModificationDate(new Date(facts.action.decidedAt));
  const fonts = await embedDocumentFonts(pdf);
  let page = pdf.addPage(PAGE_SIZE);
  let y = TOP;
  for (const { text, size = 10.5, bold = false, gapBefore = 0 } of lines) {
    const font = bold ? fonts.bold : fonts.regular;
    y -= gapBefore;
    for (const row of wrapText(printableText(text, fonts.covers), PAGE_SIZE[0] - 2 * MARGIN, (r) => font.widthOfTextAtSize(r, size))) {
      if (y < MARGIN) {
        page = pdf.addPage(PAGE_SIZE);
        y = TOP;
      }
      page.drawText(row, { x: MARGIN, y, size, font, color: rgb(0.1, 0.1, 0.1) });
      y -= size + 6;
    }
  }
  return pdf.save({ useObjectStreams: false });
}
