// The pages the accessibility suite visits: every application page (src/ui/application/*-pages.ts)
// with the sandbox state that lets a borrower stay on it, and the additional signer's pages.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { INSURANCE_DUE, sandboxControl } from './sandbox-borrower';

export interface ApplicationPageVisit {
  /** The page under /{uuid}/ ('' the application home), as the registry names it. */
  path: string;
  /** Merged into the application (over RESET_STATE) before the page is opened. */
  state: Record<string, unknown>;
  /** Opened instead of `path` when the page is reached through another page's controls. */
  openAt?: string;
  /** The controls that lead from `openAt` to the page; `say` gives a copy key's words in the page's language. */
  reach?: (page: Page, say: (key: string) => string) => Promise<void>;
}

/** Conditions a visit may set, put back before every visit so none leaks into the next. */
export const RESET_STATE = {
  status: {
    waitingOnFloodCert: false,
    bpo: 'BPO_NOT_REQUIRED',
    primaryParticipantAcceptComplete: false,
    dtiDecline: false,
    creditScoreDecline: false,
    creditIncorrectPin: false,
  },
};

const LIABILITIES = [
  {
    uuid: '11111111-1111-4111-8111-111111111111',
    creditorName: 'First Harbor Mortgage',
    lienType: 'MORTGAGE',
    monetaryBalance: 450000,
    monetaryCalculatedNextPaymentMinimumAmount: 2844.31,
  },
];

/** Raises a document request through the sandbox; resolves to its id. */
export async function raiseCondition(
  request: APIRequestContext,
  token: string,
  applicationUuid: string,
  categoryEnum: string,
): Promise<string> {
  const raised = await sandboxControl(request, token, applicationUuid, 'conditions', { categoryEnum });
  expect(raised.status(), await raised.text()).toBe(201);
  return ((await raised.json()) as { uuid: string }).uuid;
}

/** A condition page shows a request named in its query: one is raised, then opened as the bell's link would. */
const openRequest = (categoryEnum: string): Pick<ApplicationPageVisit, 'openAt' | 'reach'> => ({
  openAt: 'conditions',
  reach: async (page) => {
    const url = new URL(page.url());
    const applicationUuid = url.pathname.split('/')[3]!;
    // The borrower signed in on this page raises it: the control answers nobody else.
    const token = (await page.evaluate(() => localStorage.getItem('heloc.jwt')))!;
    const conditionUuid = await raiseCondition(page.request, token, applicationUuid, categoryEnum);
    url.pathname = `${url.pathname}/upload-document`;
    url.searchParams.set('conditionUuid', conditionUuid);
    // The page moves itself to the request's own location (identity, phone-number) when it has one.
    await page.goto(url.toString());
  },
});

const at = (checklistStatus: string, more: Record<string, unknown> = {}) => ({ checklistStatus, ...more });

/** Grouped by state, so consecutive visits share one sandbox call. */
export const APPLICATION_VISITS: ApplicationPageVisit[] = [
  { path: 'product/select', state: at('OFFER_SELECTION') },
  {
    path: 'product/select/confirm',
    state: at('OFFER_SELECTION'),
    openAt: 'product/select',
    reach: (page, say) => page.getByRole('button', { name: say('application:offers.continue') }).click(),
  },
  { path: 'product/assets', state: at('ASSETS_PREQUAL') },
  { path: 'product/prequal-winback', state: at('CLTV_REQUALIFY') },
  { path: 'start/contact', state: at('COLLECT_ADDITIONAL_INFO') },
  { path: 'start/profile', state: at('COLLECT_ADDITIONAL_INFO') },
  // Open pages: no status moves a borrower away from them.
  { path: 'document/disclosures', state: at('COLLECT_ADDITIONAL_INFO') },
  { path: 'conditions', state: at('COLLECT_ADDITIONAL_INFO') },
  { path: 'conditions/upload-document', state: at('COLLECT_ADDITIONAL_INFO'), ...openRequest('BANK_ACCOUNT_FRAUD_REVIEW') },
  { path: 'conditions/identity', state: at('COLLECT_ADDITIONAL_INFO'), ...openRequest('ID_VERIFICATION_FAILURE') },
  { path: 'conditions/phone-number', state: at('COLLECT_ADDITIONAL_INFO'), ...openRequest('MISSING_PHONE_NUMBER') },
  { path: 'start/hmda', state: at('HMDA') },
  { path: 'start/app-summary', state: at('APP_SUBMISSION') },
  { path: 'income/review', state: at('INCOME_VERIFICATION') },
  { path: 'income/link/payroll', state: at('INCOME_VERIFICATION') },
  { path: 'income/upload/w2', state: at('INCOME_VERIFICATION') },
  { path: 'income/pointserv-callback', state: at('INCOME_VERIFICATION') },
  { path: 'income/employer-verification', state: at('EMPLOYMENT_VERIFICATION') },
  { path: 'identity', state: at('IDENTITY_VERIFICATION') },
  { path: 'bank/disburse', state: at('DISBURSEMENT_ACCOUNT') },
  { path: 'bank/manual-disburse', state: at('DISBURSEMENT_ACCOUNT') },
  { path: 'bank/autopay', state: at('VERIFIED_AUTOPAY') },
  {
    path: 'bank/confirm',
    state: at('VERIFIED_AUTOPAY'),
    openAt: 'bank/autopay',
    reach: (page, say) => page.getByRole('button', { name: say('funding:autopay.continue') }).click(),
  },
  { path: 'liens', state: at('LIEN_VERIFICATION', { liabilities: LIABILITIES }) },
  { path: 'insurance/upload', state: INSURANCE_DUE },
  { path: 'insurance/requirements', state: INSURANCE_DUE },
  { path: 'signing/intro', state: at('NOTE_SIGNING') },
  { path: 'signing/sign', state: at('NOTE_SIGNING') },
  { path: 'signing/support', state: at('NOTE_SIGNING') },
  { path: 'signing/additional', state: at('CO_DEED_REQ') },
  { path: 'notary/intro', state: at('NOTARY_DISCLOSURE') },
  { path: 'notary/schedule-manual', state: at('NOTARY_DISCLOSURE') },
  { path: 'notary/session', state: at('NOTARY_DISCLOSURE') },
  { path: 'notary/error', state: at('NOTARY_DISCLOSURE') },
  { path: 'notary/reserve-manual', state: at('MANUAL_DEED_SIGNING') },
  { path: 'complete', state: at('RESCISSION') },
  { path: '', state: at('COMPLETE') },
  { path: 'error/decline', state: at('DECLINED') },
  { path: 'error/income', state: at('UNDERWRITING_REVIEW', { status: { dtiDecline: true } }) },
  { path: 'error/credit', state: at('UNDERWRITING_REVIEW', { status: { creditScoreDecline: true } }) },
  // review-app/datatree and review-app/signdocs show this same page (the spec says so).
  { path: 'error/timeout', state: at('UNKNOWN') },
  { path: 'error/flood-cert', state: at('CLOSING_DISCLOSURE_GENERATED', { status: { waitingOnFloodCert: true } }) },
  { path: 'credit/social', state: at('CREDIT_NO_MATCH') },
  { path: 'credit/error', state: at('SOFT_CREDIT_LOCKED_OR_FROZEN') },
  { path: 'review-app/incorrect-pin', state: at('SOFT_CREDIT_LOCKED_OR_FROZEN', { status: { creditIncorrectPin: true } }) },
  { path: 'review-app/no-credit', state: at('CREDIT_NO_MATCH_SSN') },
  { path: 'review-app/property', state: at('NO_PROPERTY') },
  { path: 'review-app/delinquency', state: at('DELINQUENCY_REVIEW') },
  { path: 'review-app/uw', state: at('DELINQUENCY_REVIEW') },
  { path: 'review-app/incorrect-ownership', state: at('DELINQUENCY_REVIEW') },
  { path: 'bpo/estimate-value', state: at('NO_AVM') },
  { path: 'bpo/order-bpo', state: at('BPO_ORDER_REQUEST', { status: { bpo: 'BPO_REQUIRED' } }) },
  { path: 'bpo/condition', state: at('BPO_ORDER_REQUEST', { status: { bpo: 'BPO_REQUIRED' }, property: { state: 'TX' } }) },
  { path: 'bpo/hold', state: at('BPO_PROCESSING') },
  { path: 'bpo/waiting', state: at('BPO_PROCESSING') },
  { path: 'payoff/hold', state: at('PAYOFF_PENDING') },
  { path: 'hold', state: at('ONSITE_APPRAISAL_PAYMENT') },
];

/** The sandbox state a visit is opened at: `base` (with RESET_STATE's conditions) and the visit's own, statuses merged. */
export const visitState = (visit: ApplicationPageVisit, base: typeof RESET_STATE & Record<string, unknown>) => ({
  ...base,
  ...visit.state,
  status: { ...base.status, ...(visit.state.status as object) },
});
