// Each owner's own copy of the notice of right to cancel (Reg Z 1026.15(b)): when the borrower's
// signing opens the period, each owner is sent theirs: by email to an owner whose E-SIGN consent is
// current (the borrower, who agreed at registration), on paper by mail to any other (the co-owner,
// who signs in the signer area without one; a borrower who withdrew theirs). The co-owner reads their
// copy on their signer page, told it was mailed; the borrower downloads theirs from the complete page.
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Download, type Page } from '@playwright/test';
import { pdfText } from '../../src/server/testing/pdf-text';
import { expectNoAxeViolations } from './support/axe';
import { ESIGN_CONSENT_PATH, giveEsignConsentViaApi } from './support/esign';
import { OUTBOX_KEY_HEADERS } from './support/outbox-key';
import {
  coOwnerNamed,
  createApplicationViaApi,
  disclosureVersion,
  PASSWORD,
  registerViaApi,
  sandboxControl,
  signIn,
  uniqueEmail,
} from './support/sandbox-borrower';

test.use({ reducedMotion: 'reduce' });

const SIGNER_API = '/service-application/api/v1/heloc-signer/applications';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const SHOWN = { type: 'RESCISSION_NOTICE', version: disclosureVersion('RESCISSION_NOTICE') };
const MAILED =
  /^We mailed your copy of this notice to you on paper on \w+ \d+, \d{4}, because you had not agreed to get your records electronically/;

async function downloadedText(page: Page, download: Promise<Download>) {
  const file = await download;
  expect(file.suggestedFilename()).toBe('notice-of-right-to-cancel.pdf');
  return pdfText(await readFile((await file.path())!));
}

/** The kinds of the sandbox outbox's messages to `email`. */
const outboxKinds = async (request: APIRequestContext, email: string) => {
  const res = await request.get(`/sandbox/api/v1/outbox?email=${encodeURIComponent(email)}`, { headers: OUTBOX_KEY_HEADERS });
  return ((await res.json()) as Array<{ kind: string }>).map((m) => m.kind);
};

const disclosureRecord = async (request: APIRequestContext, token: string, uuid: string) =>
  (
    await request.get(`/service-application/api/v1/application/heloc/${uuid}/disclosure-record`, { headers: { authorization: token } })
  ).json();

test('each owner is sent their own copy of the notice of right to cancel: emailed with an E-SIGN consent, mailed without', async ({
  page,
  request,
}) => {
  test.slow();
  const { uuid, token, coDeeder } = await coOwnerNamed(request, 'e2e.copies');
  // The co-owner accepts and signs through the API (signer.spec walks those pages).
  const links = (await (await sandboxControl(request, token, uuid, 'signer-invitations')).json()) as Array<{ url: string }>;
  const accepted = await request.post('/service-application/external/api/v1/heloc-signer/invitations/accept', {
    data: { token: new URL(links[0]!.url, 'http://x').searchParams.get('token'), password: PASSWORD },
  });
  const coOwnerToken = accepted.headers()['authorization']!;
  const id = await request.post(`${SIGNER_API}/${uuid}/identity`, {
    headers: { authorization: coOwnerToken },
    multipart: { idType: 'DRIVERSLICENSEFRONT', file: { name: 'license.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(id.status()).toBe(201);
  const signed = await request.post(`${SIGNER_API}/${uuid}/sign`, {
    headers: { authorization: coOwnerToken },
    data: { acceptedDocuments: ['SECURITY_INSTRUMENT', 'ACCOUNT_OPENING_DISCLOSURE'], signatureName: 'Charles Babbage' },
  });
  expect(signed.status()).toBe(200);
  // The borrower's signing (the notary's) opens the period.
  expect((await sandboxControl(request, token, uuid, 'state', { checklistStatus: 'RESCISSION' })).status()).toBe(200);

  // The borrower agreed to electronic records: emailed. The co-owner gave no such consent (signing
  // electronically is not one): a paper copy by mail, and no email beside their invitation.
  const { deliveries } = await disclosureRecord(request, token, uuid);
  expect(deliveries).toEqual([
    expect.objectContaining({ ...SHOWN, owner: 'BORROWER', channel: 'EMAIL' }),
    expect.objectContaining({ ...SHOWN, to: coDeeder.email, owner: 'CO_OWNER', channel: 'MAIL' }),
  ]);
  expect(await outboxKinds(request, deliveries[0].to)).toContain('rescissionNotice');
  expect(await outboxKinds(request, coDeeder.email)).toEqual(['coOwnerInvitation']);

  // The co-owner reads their copy on their signer page, which says it went by mail.
  await page.goto('/account/heloc/heloc-signer/login?org=NORTHSTAR');
  await page.getByLabel('Email').fill(coDeeder.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/heloc-signer\/documents$/);
  const notice = page.getByTestId('rescission-notice');
  await expect(notice.getByTestId('rescission-deadline')).toContainText(/^Your deadline to cancel: /);
  await expect(notice.getByTestId('rescission-owners').getByRole('listitem')).toHaveText(['You', 'Grace']);
  await expect(notice.getByTestId('rescission-mailed')).toHaveText(MAILED);
  await expect(notice.getByRole('button', { name: 'Download your copy (PDF)' })).toHaveCount(0);
  await expectNoAxeViolations(page, "co-owner's copy of the notice of right to cancel, mailed");
  // Their reading is on the application's record.
  await expect
    .poll(async () => (await disclosureRecord(request, token, uuid)).disclosures)
    .toContainEqual({ ...SHOWN, shownAt: expect.any(String), coOwnerEmail: coDeeder.email });

  // The borrower's own copy, from their complete page.
  await signIn(page, token);
  await page.goto(`/account/heloc/${uuid}?org=NORTHSTAR`);
  await expect(page).toHaveURL(new RegExp(`/${uuid}/complete`));
  await expect(notice.getByTestId('rescission-owners').getByRole('listitem')).toHaveText(['You', 'Charles Babbage']);
  await expect(notice.getByTestId('rescission-mailed')).toHaveCount(0);
  const borrowerDownload = page.waitForEvent('download');
  await notice.getByRole('button', { name: 'Download your copy (PDF)' }).click();
  const borrowerCopy = await downloadedText(page, borrowerDownload);
  expect(borrowerCopy).toMatch(/This copy is for Grace \S+, an owner of/);
  expect(borrowerCopy).toContain('Charles Babbage');
});

test('a borrower who withdrew their E-SIGN consent is sent their copy on paper, and their complete page says so', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('e2e.copies.paper');
  const token = await registerViaApi(request, email);
  const uuid = await createApplicationViaApi(request, token, email);
  expect((await request.delete(ESIGN_CONSENT_PATH, { headers: { authorization: token } })).status()).toBe(200);
  expect((await sandboxControl(request, token, uuid, 'state', { checklistStatus: 'RESCISSION' })).status()).toBe(200);
  expect(await outboxKinds(request, email)).not.toContain('rescissionNotice');
  expect((await disclosureRecord(request, token, uuid)).deliveries).toEqual([
    expect.objectContaining({ ...SHOWN, owner: 'BORROWER', channel: 'MAIL' }),
  ]);

  // Agreeing again opens their application's pages; the paper copy stays the one they keep.
  await giveEsignConsentViaApi(request, token);
  await signIn(page, token);
  await page.goto(`/account/heloc/${uuid}?org=NORTHSTAR`);
  await expect(page).toHaveURL(new RegExp(`/${uuid}/complete`));
  const notice = page.getByTestId('rescission-notice');
  await expect(notice.getByTestId('rescission-mailed')).toHaveText(MAILED);
  await expect(notice.getByRole('button', { name: 'Download your copy (PDF)' })).toHaveCount(0);
  expect(await outboxKinds(request, email)).not.toContain('rescissionNotice');
});
