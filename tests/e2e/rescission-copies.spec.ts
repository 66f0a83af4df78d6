// Each owner's own copy of the notice of right to cancel (Reg Z 1026.15(b)): when the borrower's
// signing opens the period, the borrower and each co-owner are sent theirs. A co-owner follows the
// outbox message to their signer page, reads their copy, downloads it as a PDF naming them, and the
// application records that they were shown it; the borrower downloads their own from the complete page.
import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { pdfText } from '../../src/server/testing/pdf-text';
import { expectNoAxeViolations } from './support/axe';
import { coOwnerNamed, disclosureVersion, PASSWORD, sandboxControl, signIn } from './support/sandbox-borrower';

test.use({ reducedMotion: 'reduce' });

const SIGNER_API = '/service-application/api/v1/heloc-signer/applications';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const SUBJECT = 'Your notice of right to cancel your Northstar Home Credit line of credit';

async function downloadedText(page: Page, download: Promise<Download>) {
  const file = await download;
  expect(file.suggestedFilename()).toBe('notice-of-right-to-cancel.pdf');
  return pdfText(await readFile((await file.path())!));
}

test('each owner is sent their own copy of the notice of right to cancel, reads it and downloads it', async ({ page, request }) => {
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
    data: { acceptedDocuments: ['DEED_OF_TRUST', 'CLOSING_DISCLOSURE'], signatureName: 'Charles Babbage' },
  });
  expect(signed.status()).toBe(200);
  // The borrower's signing (the notary's) opens the period.
  expect((await sandboxControl(request, token, uuid, 'state', { checklistStatus: 'RESCISSION' })).status()).toBe(200);

  // The co-owner's message, in the sandbox outbox, leads to their copy once they log in.
  await page.goto(`/account/heloc/sandbox/outbox?email=${encodeURIComponent(coDeeder.email)}&org=NORTHSTAR`);
  const message = page.getByRole('article').filter({ hasText: SUBJECT });
  await expect(message).toContainText(/Hello Charles, .* you have the right to cancel it until \w+day, .+ at 11:59 PM Pacific Time\./);
  await message.getByRole('link', { name: 'Read your notice of right to cancel' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in to sign your documents');
  await page.getByLabel('Email').fill(coDeeder.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/heloc-signer\/documents$/);
  const notice = page.getByTestId('rescission-notice');
  await expect(notice.getByTestId('rescission-deadline')).toContainText(/^Your deadline to cancel: /);
  await expect(notice.getByTestId('rescission-owners').getByRole('listitem')).toHaveText(['You', 'Grace']);
  await expectNoAxeViolations(page, "co-owner's copy of the notice of right to cancel");
  const coOwnerDownload = page.waitForEvent('download');
  await notice.getByRole('button', { name: 'Download your copy (PDF)' }).click();
  const coOwnerCopy = await downloadedText(page, coOwnerDownload);
  expect(coOwnerCopy).toContain('This copy is for Charles Babbage, an owner of');
  expect(coOwnerCopy).toContain('I wish to cancel');

  // What each owner was sent and shown is on the application's record.
  const record = async () =>
    (
      await request.get(`/service-application/api/v1/application/heloc/${uuid}/disclosure-record`, { headers: { authorization: token } })
    ).json();
  const shown = { type: 'RESCISSION_NOTICE', version: disclosureVersion('RESCISSION_NOTICE') };
  await expect
    .poll(async () => (await record()).disclosures)
    .toContainEqual({ ...shown, shownAt: expect.any(String), coOwnerEmail: coDeeder.email });
  expect((await record()).deliveries).toEqual([
    expect.objectContaining({ ...shown, owner: 'BORROWER' }),
    expect.objectContaining({ ...shown, to: coDeeder.email, owner: 'CO_OWNER' }),
  ]);

  // The borrower's own copy, from their complete page.
  await signIn(page, token);
  await page.goto(`/account/heloc/${uuid}?org=NORTHSTAR`);
  await expect(page).toHaveURL(new RegExp(`/${uuid}/complete`));
  await expect(notice.getByTestId('rescission-owners').getByRole('listitem')).toHaveText(['You', 'Charles Babbage']);
  const borrowerDownload = page.waitForEvent('download');
  await notice.getByRole('button', { name: 'Download your copy (PDF)' }).click();
  const borrowerCopy = await downloadedText(page, borrowerDownload);
  expect(borrowerCopy).toMatch(/This copy is for Grace \S+, an owner of/);
  expect(borrowerCopy).toContain('Charles Babbage');
});
