// Throwaway: screenshots of the changed pages (not committed).
import { expect, test, type Page } from '@playwright/test';
import { SAMPLE_FILES } from '../../src/server/testing/multipart';
import { coOwnerNamed, createApplicationViaApi, INSURANCE_DUE, OFFER_TAKEN, registerViaApi, sandboxControl, signIn, uniqueEmail } from './support/sandbox-borrower';

const OUT = '/tmp/shots-waits';
const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];
for (const size of sizes) {
  test(`shots ${size.name}`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    const shot = (name: string) => page.screenshot({ path: `${OUT}/${name}-${size.name}.png` });
    const email = uniqueEmail('shots');
    const token = await registerViaApi(request, email);
    const uuid = await createApplicationViaApi(request, token, email);
    await signIn(page, token);
    // ID wait
    await sandboxControl(request, token, uuid, 'state', { checklistStatus: 'IDENTITY_VERIFICATION' });
    await page.goto(`/account/heloc/${uuid}/identity?org=NORTHSTAR`);
    await page.getByLabel(/US Passport/).check();
    await page.getByLabel('Choose a file').setInputFiles({ name: 'p.png', mimeType: 'image/png', buffer: SAMPLE_FILES.png });
    await page.getByRole('button', { name: 'Upload Document' }).click();
    await expect(page.getByTestId('waiting-message')).toBeFocused();
    await shot('identity-waiting');
    // Complete page in rescission
    await sandboxControl(request, token, uuid, 'state', { checklistStatus: 'COLLECT_ADDITIONAL_INFO' });
    const contact = await request.put(`/service-application/api/v1/application/heloc/${uuid}/contact`, {
      headers: { authorization: token },
      data: { ownership: 'SOLE', ssn: '123456789', hardCreditConsent: { type: 'HARD_CREDIT', version: '2026-01' } },
    });
    expect(contact.status()).toBe(200);
    await sandboxControl(request, token, uuid, 'state', { ...OFFER_TAKEN, ...INSURANCE_DUE, checklistStatus: 'RESCISSION' });
    await page.goto(`/account/heloc/${uuid}/complete?org=NORTHSTAR`);
    await expect(page.getByTestId('rescission-ends')).toBeVisible();
    await page.waitForTimeout(500);
    await shot('complete-rescission');
    await page.screenshot({ path: `${OUT}/complete-rescission-full-${size.name}.png`, fullPage: true });
    // Co-owner wait
    const co = await coOwnerNamed(request, 'shots');
    await signIn(page, co.token);
    await page.goto(`/account/heloc/${co.uuid}?org=NORTHSTAR`);
    await expect(page.getByTestId('waiting-message')).toBeVisible();
    await page.waitForTimeout(300);
    await shot('notary-waiting');
  });
}
