// DESIGN.md's contract: for each checklist status, setting it through the sandbox control and
// opening /account/heloc/{uuid} lands on the destination the status table names. Each page, once
// settled, shows no server enumeration (issue 16): no status-code-shaped text in words people read.
import { expect, test, type Page } from '@playwright/test';
import { createApplicationViaApi, registerViaApi, sandboxControl, signIn, uniqueEmail } from './support/sandbox-borrower';

interface Row {
  status: string;
  to: string;
  /** Merged into the application with the status (the table's conditions). */
  with?: Record<string, unknown>;
}

const rows: Row[] = [
  { status: 'CREDIT_NO_MATCH', to: 'credit/social' },
  { status: 'CREDIT_NO_MATCH_SSN', to: 'review-app/no-credit' },
  { status: 'SOFT_CREDIT_LOCKED_OR_FROZEN', to: 'credit/error' },
  { status: 'HARD_CREDIT_LOCKED_OR_FROZEN', to: 'credit/error' },
  { status: 'NO_PROPERTY', to: 'review-app/property' },
  { status: 'MULTIPLE_PROPERTIES', to: 'review-app/property' },
  { status: 'DECLINED', to: 'error/decline' },
  { status: 'COLLECT_ADDITIONAL_INFO', to: 'start/contact' },
  { status: 'HMDA', to: 'start/hmda' },
  { status: 'DELINQUENCY_REVIEW', to: 'review-app/delinquency' },
  { status: 'CLOSING_DISCLOSURE_GENERATED', to: 'review-app/signdocs' },
  { status: 'CLOSING_DISCLOSURE_GENERATED', to: 'error/flood-cert', with: { status: { waitingOnFloodCert: true } } },
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
  { status: 'NO_AVM', to: 'bpo/estimate-value' },
  { status: 'BPO_ESTIMATE', to: 'bpo/estimate-value' },
  { status: 'PAYOFF_PENDING', to: 'payoff/hold' },
  { status: 'BPO_ORDER_REQUEST', to: 'bpo/condition', with: { property: { state: 'TX' }, status: { bpo: 'BPO_REQUIRED' } } },
  { status: 'BPO_ORDER_REQUEST', to: 'bpo/order-bpo', with: { status: { bpo: 'BPO_REQUIRED' } } },
  { status: 'BPO_ORDER_REQUEST', to: 'bpo/hold' },
  { status: 'BPO_PROCESSING', to: 'bpo/hold' },
  { status: 'FINAL_TITLE_PROCESSING', to: 'bpo/hold' },
  { status: 'RESCISSION', to: 'complete' },
  { status: 'RECORDING', to: 'complete' },
  { status: 'FUNDABLE', to: 'complete' },
  { status: 'DIRECT_DEBT_PAYOFF', to: 'complete' },
  { status: 'FUNDING_DECISION', to: 'complete' },
  { status: 'DEED_SIGNING', to: 'complete', with: { status: { primaryParticipantAcceptComplete: true } } },
  { status: 'APPRAISAL_REVIEW', to: 'error/timeout' },
  { status: 'CREDIT_ERROR', to: 'error/timeout' },
  { status: 'CREDIT_MINOR', to: 'error/timeout' },
  { status: 'FACTA', to: 'error/timeout' },
  { status: 'ORDER_TITLE', to: 'error/timeout' },
  { status: 'UNKNOWN', to: 'error/timeout' },
  { status: 'LIEN_VERIFICATION', to: 'liens' },
  { status: 'CO_DEED_REQ', to: 'signing/additional' },
  { status: 'NOTARY_DISCLOSURE', to: 'notary/intro' },
  { status: 'ATTORNEY_REVIEW', to: 'notary/intro' },
  { status: 'NOTARY_WAITING_PERIOD', to: 'notary/intro' },
  { status: 'DEED_SIGNING', to: 'notary/intro' },
  { status: 'MANUAL_DEED_SIGNING', to: 'notary/reserve-manual' },
  { status: 'EMPLOYMENT_VERIFICATION', to: 'income/employer-verification' },
  { status: 'ONSITE_APPRAISAL_PAYMENT', to: 'hold' },
  { status: 'ONSITE_APPRAISAL_PENDING', to: 'hold' },
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

// One borrower per worker and project: the rows only change the application's state.
test.describe.configure({ mode: 'serial' });

test('every status of the table lands on its destination', async ({ page, request }) => {
  test.setTimeout(rows.length * 9_000);
  const email = uniqueEmail('e2e.status');
  const token = await registerViaApi(request, email);
  const uuid = await createApplicationViaApi(request, token, email);
  await signIn(page, token);
  const reset = {
    property: { state: 'CA' },
    payType: 'MANUAL',
    status: { waitingOnFloodCert: false, bpo: null, primaryParticipantAcceptComplete: false },
  };
  for (const row of rows) {
    await test.step(`${row.status}${row.with ? ` ${JSON.stringify(row.with)}` : ''} → ${row.to || 'home'}`, async () => {
      const body = { ...reset, ...row.with, status: { ...reset.status, ...(row.with?.status as object) }, checklistStatus: row.status };
      const res = await sandboxControl(request, token, uuid, 'state', body);
      expect(res.status()).toBe(200);
      await page.goto(`/account/heloc/${uuid}?org=NORTHSTAR`);
      const expected = new RegExp(`/${uuid}${row.to ? `/${row.to}` : ''}(\\?.*)?$`);
      await expect(page).toHaveURL(expected);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await statusCodesShown(page), 'status-code-shaped text on the page').toEqual([]);
    });
  }
});
