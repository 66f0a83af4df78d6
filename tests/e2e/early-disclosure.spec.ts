// The early HELOC disclosure, the CFPB booklet (Reg Z 1026.40) and the soft credit authorisation
// (FCRA) in one borrower's walk: given on the steps where they apply, above the submit button, with
// the lender's own figures, shown again before the hard credit pull, and kept in the application's record.
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expectNoAxeViolations } from './support/axe';
import { agreeToElectronicRecords } from './support/esign';
import { disclosureVersion, DRAFT_TO_PASSWORD, fillPasswordStep, seedDraft, uniqueEmail } from './support/sandbox-borrower';

test.use({ reducedMotion: 'reduce' });

const APPLICATION = '/service-application/api/v1/application/heloc';
const northstar = JSON.parse(readFileSync('lenders/NORTHSTAR/lender.json', 'utf8')) as { disclosures: { booklet: { en: string } } };
const TERMS_TITLE = 'Important terms of our home equity line of credit';

/** The disclosure's region shows the lender's figures (lenders/NORTHSTAR/lender.json), not copy's. */
async function expectNorthstarTerms(page: Page) {
  const terms = page.getByRole('region', { name: TERMS_TITLE });
  await expect(terms).toBeVisible();
  for (const figure of [
    '7.60% to 17.20%', // product.aprPercent
    'can never be higher than 18.00%', // lineTerms.variableRate.maxAprPercent
    'a margin of 0.50% to 4.50%',
    'You can draw on your line for 10 years',
    'up to 4.99% of each draw',
    'Valuation fee: $180',
    'In-person notary: $300',
    'monthly payments of $144.19', // $10,000 at 17.20% over 30 years
  ]) {
    await expect(terms).toContainText(figure);
  }
  await expect(terms).toContainText(/These terms are available until \w+ \d{1,2}, \d{4} \(Pacific Time\)/);
  await expect(terms).toContainText(/any fee you cannot get back before \w+ \d{1,2}, \d{4} \(Pacific Time\)/);
  await expect(terms).toContainText('You could lose your home');
  await expect(terms).toContainText('Consult a tax advisor');
  await expect(terms.getByRole('heading', { level: 3 })).toHaveCount(8);
  const booklet = page.getByRole('link', { name: 'What you should know about home equity lines of credit' });
  await expect(booklet).toHaveAttribute('href', northstar.disclosures.booklet.en);
  return terms;
}

/** Nothing wider than the screen: the disclosure reads without scrolling sideways on a phone. */
const expectNoSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

test('a borrower is given the terms and the booklet before applying and before the hard credit pull, and the record keeps them @phone-only', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('e2e.terms');
  const { phoneNumber, ...toContact } = DRAFT_TO_PASSWORD;
  await seedDraft(page, 'NORTHSTAR', toContact);

  // Check my rate: the written authorisation for the soft inquiry, with the lender's name, above the button.
  await page.goto('/account/heloc/register-v2/phone-and-email?org=NORTHSTAR');
  const authorization = page.getByRole('region', { name: 'Your authorization to check your credit' });
  await expect(authorization).toContainText('you give Northstar Home Credit written instructions under the Fair Credit Reporting Act');
  await expect(authorization).toContainText('By selecting "Check my rate"');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mobile phone number').fill(phoneNumber);
  await page.getByRole('button', { name: 'Check my rate' }).click();
  await agreeToElectronicRecords(page);

  // Set password: the terms and the booklet sit between the agreements and the submit button.
  await expect(page).toHaveURL(/\/set-password/);
  const terms = await expectNorthstarTerms(page);
  const submit = page.getByRole('button', { name: 'Create account and see offers' });
  const [termsBox, submitBox] = [await terms.boundingBox(), await submit.boundingBox()];
  expect(termsBox!.y + termsBox!.height).toBeLessThan(submitBox!.y);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page, 'set-password with the early disclosure');
  await fillPasswordStep(page);
  await submit.click();
  await expect(page).toHaveURL(/\/product\/select$/);
  const uuid = /\/account\/heloc\/([0-9a-f-]{36})\//.exec(page.url())![1]!;
  const token = (await page.evaluate(() => localStorage.getItem('heloc.jwt')))!;

  // Take an offer, then start/contact gives them again before the hard credit consent.
  const offer = (await (await request.get(`${APPLICATION}/${uuid}/offers`, { headers: { authorization: token } })).json()).offers[0];
  const selected = await request.put(`${APPLICATION}/${uuid}/product`, {
    headers: { authorization: token },
    data: { term: offer.term, amount: offer.minDraw, originationFee: offer.originationFee, payType: 'MANUAL' },
  });
  expect(selected.status()).toBe(200);
  // The page records what it shows one type after another; the hard credit authorisation is the last.
  const recorded = page.waitForResponse(
    (response) =>
      response.url().endsWith('/disclosure-record') &&
      response.request().method() === 'POST' &&
      response.request().postDataJSON()?.type === 'HARD_CREDIT_AUTHORIZATION' &&
      response.ok(),
  );
  await page.goto(`/account/heloc/${uuid}/start/contact?org=NORTHSTAR`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A few more details to submit your application');
  await expectNorthstarTerms(page);
  await recorded;

  const record = await (await request.get(`${APPLICATION}/${uuid}/disclosure-record`, { headers: { authorization: token } })).json();
  expect(record.disclosures).toEqual([
    { type: 'SOFT_CREDIT_AUTHORIZATION', version: disclosureVersion('SOFT_CREDIT_AUTHORIZATION'), shownAt: expect.any(String) },
    { type: 'HELOC_EARLY_DISCLOSURE', version: disclosureVersion('HELOC_EARLY_DISCLOSURE'), shownAt: expect.any(String) },
    { type: 'CFPB_HELOC_BOOKLET', version: disclosureVersion('CFPB_HELOC_BOOKLET'), shownAt: expect.any(String) },
    { type: 'HARD_CREDIT_AUTHORIZATION', version: disclosureVersion('HARD_CREDIT_AUTHORIZATION'), shownAt: expect.any(String) },
  ]);
  expect(record.consents).toContainEqual({
    type: 'SOFT_CREDIT',
    version: disclosureVersion('SOFT_CREDIT_AUTHORIZATION'),
    acceptedAt: expect.any(String),
  });
});
