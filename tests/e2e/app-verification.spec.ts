// Income and identity verification against the sandbox server: linking income (verified, partial,
// failed), uploading paystubs and documents, the employer form and the ID upload with its errors.
import { mkdtempSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SAMPLE_FILES } from '../../src/server/testing/multipart';
import { expectNoAxeViolations } from './support/axe';
import { createApplicationViaApi, registerViaApi, sandboxControl, signIn, uniqueEmail } from './support/sandbox-borrower';

test.use({ reducedMotion: 'reduce' });

const png = (name: string) => ({ name, mimeType: 'image/png', buffer: SAMPLE_FILES.png });

/**
 * A file of `bytes` on disk that takes no space (sparse): handed to the browser by its path, as a
 * person's file is. Sent as a buffer, 11 MB crossed the DevTools protocol base64-encoded, about ten
 * seconds of both cores for a check that reads only the file's size.
 */
function sparseFile(name: string, bytes: number): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'heloc-e2e-upload-')), name);
  writeFileSync(file, '');
  truncateSync(file, bytes);
  return file;
}

/** A signed-in borrower whose application the sandbox has put at `checklistStatus`. */
async function borrowerAt(page: Page, request: APIRequestContext, checklistStatus: string) {
  const email = uniqueEmail('e2e.verify');
  const token = await registerViaApi(request, email);
  const uuid = await createApplicationViaApi(request, token, email);
  expect((await sandboxControl(request, token, uuid, 'state', { checklistStatus })).status()).toBe(200);
  await signIn(page, token);
  const status = async () =>
    (await (await request.get(`/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`, { headers: { authorization: token } })).json())
      .checklistStatus as string;
  return { uuid, status };
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('a linked payroll account verifies the income and the application moves on', async ({ page, request }) => {
  const { uuid, status } = await borrowerAt(page, request, 'INCOME_VERIFICATION');
  await page.goto(`/account/heloc/${uuid}/income/link?org=NORTHSTAR`);
  // The bare link path goes to the review, as the spec says.
  await expect(page).toHaveURL(new RegExp(`/${uuid}/income/review`));
  await expect(heading(page)).toHaveText('Verify your income');
  await expect(page.getByRole('heading', { name: 'Employed full-time' })).toBeVisible();
  await expect(page.getByText('$145,000 a year')).toBeVisible();
  await expectNoAxeViolations(page, 'income review');

  await page.getByRole('link', { name: /Payroll account/ }).click();
  await expect(page).toHaveURL(new RegExp(`/${uuid}/income/link/payroll$`));
  await expect(heading(page)).toHaveText('Connect your payroll account');
  await expectNoAxeViolations(page, 'income link');
  await page.getByRole('button', { name: 'Connect' }).click();

  // The callback saves the result and the layout moves on as soon as the status changes, so its
  // short 'verified' view is not asserted; where the borrower ends up is.
  await expect.poll(status, { timeout: 15_000 }).toBe('DISBURSEMENT_ACCOUNT');
  await expect(page).not.toHaveURL(/\/income\//, { timeout: 20_000 });
});

test('a partial link asks for two paystubs, which the borrower uploads', async ({ page, request }) => {
  const { uuid, status } = await borrowerAt(page, request, 'INCOME_VERIFICATION');
  await page.goto(`/account/heloc/${uuid}/income/link/bank?org=NORTHSTAR`);
  await expect(heading(page)).toHaveText('Connect your bank account');
  await page.getByLabel('Only part of my income is verified').check();
  await page.getByRole('button', { name: 'Connect' }).click();

  await expect(heading(page)).toHaveText('We verified part of your income');
  await expect(page.getByText('Please upload your 2 most recent paystubs.')).toBeVisible();
  await expectNoAxeViolations(page, 'income callback partial');
  await page.getByRole('link', { name: 'Upload paystubs' }).click();

  await expect(page).toHaveURL(new RegExp(`/${uuid}/income/upload/paystub$`));
  await expect(heading(page)).toHaveText('Upload your paystubs');
  await expect(page.getByText('Please upload your 2 most recent paystubs.')).toBeVisible();
  const upload = page.getByRole('button', { name: 'Upload Documents' });
  await page.getByLabel('Choose files').setInputFiles(png('june.png'));
  await upload.click();
  await expect(page.getByText('Please choose 2 files.')).toBeVisible();
  await page.getByLabel('Choose files').setInputFiles(png('july.png'));
  await expect(page.getByRole('list', { name: 'Chosen files' }).getByRole('listitem')).toHaveCount(2);
  await expectNoAxeViolations(page, 'paystub upload');
  await upload.click();

  await expect.poll(status, { timeout: 15_000 }).toBe('DISBURSEMENT_ACCOUNT');
  await expect(page).not.toHaveURL(/\/income\//, { timeout: 20_000 });
});

test('a failed link offers another way, and a W-2 upload verifies the income', async ({ page, request }) => {
  const { uuid, status } = await borrowerAt(page, request, 'INCOME_VERIFICATION');
  await page.goto(`/account/heloc/${uuid}/income/link/payroll?org=NORTHSTAR`);
  await page.getByLabel('My income could not be verified').check();
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(heading(page)).toHaveText("We couldn't verify your income");
  await expectNoAxeViolations(page, 'income callback failed');
  await page.getByRole('link', { name: 'Choose another way' }).click();

  await expect(page).toHaveURL(new RegExp(`/${uuid}/income/review$`));
  await expect(page.getByText(/We couldn't verify your income with the account you connected/)).toBeVisible();
  await page.getByRole('link', { name: /W-2/ }).click();
  await expect(heading(page)).toHaveText('Upload your W-2');
  await expectNoAxeViolations(page, 'w2 upload');
  await page.getByLabel('Choose a file').setInputFiles(png('w2.png'));
  await expect(page.getByText('w2.png')).toBeVisible();
  await page.getByRole('button', { name: 'Upload Document' }).click();
  await expect.poll(status, { timeout: 15_000 }).toBe('DISBURSEMENT_ACCOUNT');
});

test('employer verification checks the form and moves on', async ({ page, request }) => {
  const { uuid, status } = await borrowerAt(page, request, 'EMPLOYMENT_VERIFICATION');
  await page.goto(`/account/heloc/${uuid}?org=NORTHSTAR`);
  await expect(page).toHaveURL(new RegExp(`/${uuid}/income/employer-verification$`));
  await expect(heading(page)).toHaveText('Tell us about your employer');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Employer name')).toHaveAccessibleDescription('Required');
  await page.getByLabel('Employer name').fill('Acme Tools');
  await page.getByLabel('Employer phone number').fill('14155550100');
  await expect(page.getByLabel('Employer phone number')).toHaveValue('+1 (415) 555-0100');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Country code 1 is not needed')).toBeVisible();
  await expectNoAxeViolations(page, 'employer verification');
  await page.getByLabel('Employer phone number').fill('4155550100');
  await expect(page.getByLabel('Employer phone number')).toHaveValue('(415) 555-0100');
  await page.getByLabel('Job title (optional)').fill('Welder');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect.poll(status, { timeout: 15_000 }).toBe('DISBURSEMENT_ACCOUNT');
});

test('the ID upload refuses a wrong type and a large file, then waits for the check, in view and focused on a phone @phone-only', async ({
  page,
  request,
}) => {
  // Four axe passes, an 11 MB file and the check's wait: about 20 s on an idle machine, too near the default 30.
  test.setTimeout(60_000);
  const { uuid, status } = await borrowerAt(page, request, 'IDENTITY_VERIFICATION');
  await page.goto(`/account/heloc/${uuid}?org=NORTHSTAR`);
  await expect(page).toHaveURL(new RegExp(`/${uuid}/identity$`));
  await expect(heading(page)).toHaveText('Verify your identity');
  await expectNoAxeViolations(page, 'identity');

  const file = page.getByLabel('Choose a file');
  await page.getByRole('button', { name: 'Upload Document' }).click();
  await expect(page.getByRole('group', { name: 'Which ID will you upload?' })).toContainText('Required');
  await expect(file).toHaveAccessibleDescription(/Please choose a file\./);

  await page.getByLabel(/US Passport/).check();
  await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(file).toHaveAccessibleDescription(/Please upload a PDF, JPEG or PNG file\./);
  await file.setInputFiles(sparseFile('huge.pdf', 11 * 1024 * 1024));
  await expect(file).toHaveAccessibleDescription(/The file is larger than 10 MB\. Please upload a smaller file\./);
  await expectNoAxeViolations(page, 'identity errors');

  // A file that claims to be an image but is not: the server reads its content and refuses it.
  await file.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not really an image') });
  await expect(page.getByText('19 bytes')).toBeVisible();
  await page.getByRole('button', { name: 'Upload Document' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please upload a PDF, JPEG or PNG file.');
  expect(await status()).toBe('IDENTITY_VERIFICATION');

  // Dropped on the zone instead of chosen: replaces the refused file.
  await page.getByTestId('drop-zone').evaluate(
    (zone, bytes) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], 'passport.png', { type: 'image/png' }));
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    },
    [...SAMPLE_FILES.png],
  );
  await expect(page.getByText('passport.png')).toBeVisible();
  await expect(page.getByText('fake.png')).toHaveCount(0);
  const upload = page.getByRole('button', { name: 'Upload Document' });
  await upload.scrollIntoViewIfNeeded();
  // On a phone the button sits at the foot of a long form, far below the heading.
  const scrolledTo = await page.evaluate(() => window.scrollY);
  expect(scrolledTo).toBeGreaterThan(200);
  await upload.click();

  await expect(heading(page)).toHaveText("We're verifying your ID");
  // The wait takes the top of the screen and the focus, so it is seen and read, not the footer.
  const waiting = page.getByTestId('waiting-message');
  await expect(waiting).toContainText('less than a minute');
  await expect(waiting).toBeFocused();
  await expect(heading(page)).toBeInViewport();
  await expect(waiting).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expectNoAxeViolations(page, 'identity waiting');
  await expect.poll(status, { timeout: 15_000 }).toBe('NOTE_SIGNING');
});
