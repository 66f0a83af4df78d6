// DESIGN.md's contract: for each checklist status, setting it through the sandbox control and
// opening /account/heloc/{uuid} lands on the destination the status table names, with its one h1
// (and its words, where the status decides them). Each page, once settled, shows no server
// enumeration (issue 16): no status-code-shaped text in words people read. axe on each page is the
// accessibility suite's (a11y.spec.ts visits every application page at both sizes).
//
// The walk runs at phone size (390×844) only, where it also scans each page for the chat launcher
// covering text or a control (issue 17); the destinations do not depend on the screen's size. The
// pages a borrower sees that no status row lands on (the registration steps, sign-in, the application
// pages reached by a link) get the same scan in the accessibility suite, which opens every page.
import { expect, test, type Page } from '@playwright/test';
import { launcherCovers } from './support/launcher-overlap';
import { createApplicationViaApi, registerViaApi, sandboxControl, signIn, uniqueEmail } from './support/sandbox-borrower';

interface Row {
  status: string;
  to: string;
  /** Merged into the application with the status (the table's conditions). */
  with?: Record<string, unknown>;
  /** The page's h1, where the status decides it (one page can say different things). */
  title?: string;
}

const rows: Row[] = [
  { status: 'CREDIT_NO_MATCH', to: 'credit/social', title: 'What is your Social Security number?' },
  { status: 'CREDIT_NO_MATCH_SSN', to: 'review-app/no-credit', title: "We still couldn't find your credit file" },
  { status: 'SOFT_CREDIT_LOCKED_OR_FROZEN', to: 'credit/error', title: 'Your credit report is frozen or locked' },
  {
    status: 'SOFT_CREDIT_LOCKED_OR_FROZEN',
    to: 'review-app/incorrect-pin',
    with: { status: { creditIncorrectPin: true } },
    title: "Your credit freeze PIN didn't work",
  },
  { status: 'HARD_CREDIT_LOCKED_OR_FROZEN', to: 'credit/error', title: 'Your credit report is frozen or locked' },
  { status: 'NO_PROPERTY', to: 'review-app/property', title: 'Please confirm your property address' },
  { status: 'MULTIPLE_PROPERTIES', to: 'review-app/property', title: 'Please confirm your property address' },
  { status: 'DECLINED', to: 'error/decline', title: "We can't approve your application right now" },
  { status: 'COLLECT_ADDITIONAL_INFO', to: 'start/contact' },
  { status: 'HMDA', to: 'start/hmda' },
  { status: 'DELINQUENCY_REVIEW', to: 'review-app/delinquency', title: "We're reviewing a late payment" },
  { status: 'CLOSING_DISCLOSURE_GENERATED', to: 'review-app/signdocs', title: 'Sorry, looks like we have hit a snag!' },
  {
    status: 'CLOSING_DISCLOSURE_GENERATED',
    to: 'error/flood-cert',
    with: { status: { waitingOnFloodCert: true } },
    title: "We're checking your home's flood zone",
  },
  { status: 'NOTE_SIGNING', to: 'signing/intro' },
  { status: 'FINAL_OFFER', to: 'signing/intro' },
  { status: 'OFFER_SELECTION', to: 'product/select' },
  { status: 'REVISED_OFFER_SELECTION', to: 'product/select' },
  { status: 'APP_SUBMISSION', to: 'start/app-summary' },
  { status: 'SUMMARY_DISCLOSURE', to: 'start/app-summary' },
  { status: 'INCOME_VERIFICATION', to: 'income/review' },
  { status: 'IDENTITY_VERIFICATION', to: 'identity' },
  { status: 'ASSETS_PREQUAL', to: 'product/assets' },
  { status: 'CLTV_REQUALIFY', to: 'product/prequal-winback' },
  { status: 'DISBURSEMENT_ACCOUNT', to: 'bank/disburse' },
  { status: 'AUTOPAY_ACCOUNT', to: 'bank/disburse', with: { payType: 'AUTOPAY' } },
  { status: 'VERIFIED_AUTOPAY', to: 'bank/autopay' },
  { status: 'NO_AVM', to: 'bpo/estimate-value', title: 'What do you think your home is worth?' },
  { status: 'BPO_ESTIMATE', to: 'bpo/estimate-value', title: 'What do you think your home is worth?' },
  { status: 'PAYOFF_PENDING', to: 'payoff/hold', title: "We're arranging your payoffs" },
  {
    status: 'BPO_ORDER_REQUEST',
    to: 'bpo/condition',
    with: { property: { state: 'TX' }, status: { bpo: 'BPO_REQUIRED' } },
    title: 'What condition is your home in?',
  },
  { status: 'BPO_ORDER_REQUEST', to: 'bpo/order-bpo', with: { status: { bpo: 'BPO_REQUIRED' } }, title: 'Order your home valuation' },
  { status: 'BPO_ORDER_REQUEST', to: 'bpo/hold', title: "We're getting your home's value" },
  { status: 'BPO_PROCESSING', to: 'bpo/hold', title: "We're getting your home's value" },
  { status: 'FINAL_TITLE_PROCESSING', to: 'bpo/hold', title: "We're checking your home's title" },
  { status: 'RESCISSION', to: 'complete' },
  { status: 'RECORDING', to: 'complete' },
  { status: 'FUNDABLE', to: 'complete' },
  { status: 'DIRECT_DEBT_PAYOFF', to: 'complete' },
  { status: 'FUNDING_DECISION', to: 'complete' },
  { status: 'DEED_SIGNING', to: 'complete', with: { status: { primaryParticipantAcceptComplete: true } } },
  { status: 'APPRAISAL_REVIEW', to: 'error/timeout', title: 'Sorry, looks like we have hit a snag!' },
  { status: 'CREDIT_ERROR', to: 'error/timeout', title: 'Sorry, looks like we have hit a snag!' },
  { status: 'CREDIT_MINOR', to: 'error/timeout', title: 'Sorry, looks like we have hit a snag!' },
  { status: 'FACTA', to: 'error/timeout', title: 'Sorry, looks like we have hit a snag!' },
  { status: 'ORDER_TITLE', to: 'error/timeout', title: 'Sorry, looks like we have hit a snag!' },
  { status: 'UNKNOWN', to: 'error/timeout', title: 'Sorry, looks like we have hit a snag!' },
  { status: 'LIEN_VERIFICATION', to: 'liens' },
  { status: 'CO_DEED_REQ', to: 'signing/additional' },
  { status: 'NOTARY_DISCLOSURE', to: 'notary/intro' },
  { status: 'ATTORNEY_REVIEW', to: 'notary/intro' },
  { status: 'NOTARY_WAITING_PERIOD', to: 'notary/intro' },
  { status: 'DEED_SIGNING', to: 'notary/intro' },
  { status: 'MANUAL_DEED_SIGNING', to: 'notary/reserve-manual' },
  { status: 'EMPLOYMENT_VERIFICATION', to: 'income/employer-verification' },
  { status: 'ONSITE_APPRAISAL_PAYMENT', to: 'hold', title: 'Your home needs an appraisal' },
  { status: 'ONSITE_APPRAISAL_PENDING', to: 'hold', title: 'Your appraisal is under way' },
  // A status the table does not map falls back to the client state machine.
  {
    status: 'UNDERWRITING_REVIEW',
    to: 'error/income',
    with: { status: { dtiDecline: true } },
    title: "We can't offer a line of credit based on your income and debts",
  },
  {
    status: 'UNDERWRITING_REVIEW',
    to: 'error/credit',
    with: { status: { creditScoreDecline: true } },
    title: "Your credit score doesn't meet our requirements",
  },
  { status: 'COMPLETE', to: '' },
  { status: 'CANCELLED', to: '' },
];

/** Words in capitals joined by underscores (COLLECT_ADDITIONAL_INFO), or a one-word status name. */
const STATUS_SHAPED = new RegExp(
  `\\b(?:[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|${[...new Set(rows.map((r) => r.status).filter((s) => !s.includes('_')))].join('|')})\\b`,
  'g',
);

/**
 * Counts the page's requests in flight, to tell when its calls have settled: none for 100 ms
 * (Playwright's 'networkidle' waits 500 ms, half of each row's time), at most five seconds.
 */
function trackRequests(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (by: number) => {
    inFlight += by;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return async () => {
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastChange < 100)) await page.waitForTimeout(25);
  };
}

/** The status-code-shaped strings in the page's visible text, once its calls have settled. */
async function statusCodesShown(page: Page, settled: () => Promise<void>): Promise<string[]> {
  await settled();
  const text = await page.evaluate(() => document.body.innerText);
  return text.match(STATUS_SHAPED) ?? [];
}

/** The default lender, which has web chat, so its launcher is on every page. */
const ORG = 'NORTHSTAR';

/** Fails the test (softly, so the walk goes on) when the launcher covers anything on the page. */
async function expectLauncherClear(page: Page) {
  expect.soft(await launcherCovers(page), `the chat launcher covers part of ${page.url()}`).toEqual([]);
}

// The walk runs at phone size, where the launcher could cover the page.
test('every status of the table lands on its destination, and the chat launcher covers nothing there @phone-only', async ({
  page,
  request,
}) => {
  test.setTimeout(rows.length * 9_000);
  const email = uniqueEmail('e2e.status');
  const token = await registerViaApi(request, email);
  const uuid = await createApplicationViaApi(request, token, email);
  await signIn(page, token);
  const settled = trackRequests(page);
  const reset = {
    property: { state: 'CA' },
    payType: 'MANUAL',
    status: {
      waitingOnFloodCert: false,
      bpo: null,
      primaryParticipantAcceptComplete: false,
      creditIncorrectPin: false,
      dtiDecline: false,
      creditScoreDecline: false,
    },
  };
  for (const row of rows) {
    await test.step(`${row.status}${row.with ? ` ${JSON.stringify(row.with)}` : ''} → ${row.to || 'home'}`, async () => {
      const body = { ...reset, ...row.with, status: { ...reset.status, ...(row.with?.status as object) }, checklistStatus: row.status };
      const res = await sandboxControl(request, token, uuid, 'state', body);
      expect(res.status()).toBe(200);
      await page.goto(`/account/heloc/${uuid}?org=${ORG}`);
      const expected = new RegExp(`/${uuid}${row.to ? `/${row.to}` : ''}(\\?.*)?$`);
      await expect(page).toHaveURL(expected);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (row.title) await expect(page.getByRole('heading', { level: 1 })).toHaveText(row.title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      expect(await statusCodesShown(page, settled), 'status-code-shaped text on the page').toEqual([]);
      await expectLauncherClear(page);
    });
  }
});
