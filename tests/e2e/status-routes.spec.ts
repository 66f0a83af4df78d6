// DESIGN.md's contract: for each checklist status, setting it through the sandbox control and
// opening /account/heloc/{uuid} lands on the destination the status table names, with its one h1
// (and its words, where the status decides them). Each page, once settled, shows no server
// enumeration (issue 16): no status-code-shaped text in words people read. axe on each page is the
// accessibility suite's (a11y.spec.ts visits every application page at both sizes).
//
// The walk runs at phone size (390×844) only, where it also scans each page for the chat launcher
// covering text or a control (issue 17); the destinations do not depend on the screen's size. A
// second walk opens, once each, the pages a borrower sees that no status row lands on: the
// registration steps, sign-in, password reset, and the application pages reached by a link.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { APPLICATION_VISITS, RESET_STATE } from './support/a11y-pages';
import { launcherCovers } from './support/launcher-overlap';
import {
  createApplicationViaApi,
  DRAFT_TO_PASSWORD,
  OFFER_TAKEN,
  registerViaApi,
  seedDraft,
  sandboxControl,
  signIn,
  uniqueEmail,
} from './support/sandbox-borrower';

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

/** The status-code-shaped strings in the page's visible text, once its calls have settled. */
async function statusCodesShown(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  const text = await page.evaluate(() => document.body.innerText);
  return text.match(STATUS_SHAPED) ?? [];
}

/** The default lender, which has web chat, so its launcher is on every page. */
const ORG = 'NORTHSTAR';

/** Fails the test (softly, so the walk goes on) when the launcher covers anything on the page. */
async function expectLauncherClear(page: Page) {
  expect.soft(await launcherCovers(page), `the chat launcher covers part of ${page.url()}`).toEqual([]);
}

// One borrower per worker and project: the rows only change the application's state.
test.describe.configure({ mode: 'serial' });

test.beforeEach(() => {
  test.skip(test.info().project.name !== 'phone', 'the walks run at phone size, where the launcher could cover the page');
});

test('every status of the table lands on its destination, and the chat launcher covers nothing there @phone', async ({ page, request }) => {
  test.setTimeout(rows.length * 9_000);
  const email = uniqueEmail('e2e.status');
  const token = await registerViaApi(request, email);
  const uuid = await createApplicationViaApi(request, token, email);
  await signIn(page, token);
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
      expect(await statusCodesShown(page), 'status-code-shaped text on the page').toEqual([]);
      await expectLauncherClear(page);
    });
  }
});

const REGISTER = '/account/heloc/register-v2';
const REGISTRATION_STEPS = (JSON.parse(readFileSync('flows/registration.json', 'utf8')) as { steps: Array<{ path: string }> }).steps;
const DESTINATIONS = new Set(rows.map((row) => row.to));

test('the chat launcher covers nothing on the pages no status lands on @phone', async ({ page, request }) => {
  test.setTimeout(120_000);
  const opened: string[] = [];
  const check = async (url: string, lands: RegExp) => {
    await page.goto(url);
    await expect(page).toHaveURL(lands);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    opened.push(new URL(page.url()).pathname);
    await expectLauncherClear(page);
  };

  // Signed out: the registration steps (a draft answered up to the password, for a second home so
  // the home-address step applies), sign-in and reset.
  const draft = {
    ...DRAFT_TO_PASSWORD,
    propertyAddress: { ...DRAFT_TO_PASSWORD.propertyAddress, occupancyType: 'SECONDARY' },
    homeAddress: { street1: '7 Elm Street', city: 'Sacramento', state: 'CA', zip: '95814' },
    email: uniqueEmail('e2e.launcher'),
  };
  await seedDraft(page, ORG, draft);
  for (const step of REGISTRATION_STEPS) {
    const path = step.path ? `${REGISTER}/${step.path}` : REGISTER;
    await check(`${path}?org=${ORG}`, new RegExp(`${path}(\\?|$)`));
  }
  for (const path of ['/auth/login', '/auth/forgot-password', '/auth/reset-password?token=expired', '/account/heloc/no-such-page']) {
    await check(`${path}${path.includes('?') ? '&' : '?'}org=${ORG}`, new RegExp(path.split('?')[0]!));
  }

  // Signed in: the application pages that only a link or another page's button opens.
  const email = uniqueEmail('e2e.launcher');
  const token = await registerViaApi(request, email);
  const uuid = await createApplicationViaApi(request, token, email);
  await signIn(page, token);
  const reset = { ...RESET_STATE, ...OFFER_TAKEN };
  for (const visit of APPLICATION_VISITS.filter((v) => !DESTINATIONS.has(v.path))) {
    const state = { ...reset, ...visit.state, status: { ...reset.status, ...(visit.state.status as object) } };
    expect((await sandboxControl(request, token, uuid, 'state', state)).status()).toBe(200);
    await page.goto(`/account/heloc/${uuid}/${visit.openAt ?? visit.path}?org=${ORG}`);
    if (visit.reach) {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await visit.reach(page);
    }
    await expect(page).toHaveURL(new RegExp(`/${uuid}/${visit.path}(\\?|$)`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    opened.push(visit.path);
    await expectLauncherClear(page);
  }
  expect(opened.length).toBeGreaterThan(30);
});
