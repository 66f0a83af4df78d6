// The adverse action notice as a PDF the borrower keeps: the same words as the decline page
// (copy/<locale>/adverse-action.json, in the application's language) filled with the lender's data
// and the application's decision.
import { adverseActionValues, type AdverseAction } from '../../engine/adverse-action/adverse-action';
import { fillPlaceholders } from '../../engine/chat/chatbot-answer';
import type { LenderConfig } from '../../engine/lender/lender-package';
import { intlLocale, serverCopy } from '../server-copy';
import { noticeHeading, renderNoticePdf, type NoticeLine } from './notice-pdf';

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

export interface NoticeFacts {
  action: AdverseAction;
  applicantName: string;
  loanNumber: string;
  timeZone: string;
  /** The language the borrower applied in. */
  locale?: string;
}

/** The notice's lines, in the page's order. */
export function adverseActionLines(lender: LenderConfig, facts: NoticeFacts): NoticeLine[] {
  const locale = facts.locale ?? 'en';
  const copy = serverCopy<NoticeCopy>('adverse-action', locale);
  const values = adverseActionValues(facts.action, lender, facts.timeZone, intlLocale(locale));
  const { notice, ecoa, creditScore } = copy;
  return [
    { text: notice.pdfTitle, size: 18, bold: true },
    { text: fillPlaceholders(notice.applicant, { name: facts.applicantName }) },
    { text: fillPlaceholders(notice.applicationId, { loanNumber: facts.loanNumber }) },
    { text: fillPlaceholders(notice.action, values.action), gapBefore: 8 },
    noticeHeading(notice.creditorHeading),
    { text: fillPlaceholders(notice.creditor, values.creditor) },
    noticeHeading(notice.reasonsHeading),
    ...facts.action.reasons.map((code) => ({ text: `• ${copy.reasons[code] ?? code}` })),
    noticeHeading(creditScore.heading),
    { text: creditScore.intro },
    { text: fillPlaceholders(creditScore.bureau, values.bureau), bold: true },
    { text: creditScore.scoreIntro, gapBefore: 6 },
    { text: fillPlaceholders(creditScore.score, values.score), bold: true },
    { text: fillPlaceholders(creditScore.range, values.range) },
    { text: fillPlaceholders(creditScore.date, values.scoredOn) },
    { text: creditScore.factorsHeading },
    ...facts.action.creditReport.keyFactors.map((code) => ({ text: `• ${copy.factors[code] ?? code}` })),
    noticeHeading(ecoa.heading),
    { text: fillPlaceholders(ecoa.statement, values.ecoa) },
  ];
}

export const renderAdverseActionNotice = (lender: LenderConfig, facts: NoticeFacts): Promise<Uint8Array> =>
  renderNoticePdf(lender, adverseActionLines(lender, facts), Date.parse(facts.action.decidedAt));
