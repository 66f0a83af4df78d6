// Every disclosure at its moment, for each lender the accessibility suite chose to represent a theme or
// a feature value (support/a11y-lenders.ts): the soft-pull authorisation on 'Check my rate', the E-SIGN
// consent before any record, the early HELOC disclosure and the booklet at the password step and again
// before the hard credit pull, the HMDA notice before the demographic questions, the notice of the right
// to cancel at signing and once signed, the adverse action notice on a decline, and the prescreen
// notices where the lender mails offers. Each figure is read from the lender's own data. The words
// themselves, for every lender, are in the compliance preview (preview.spec.ts); the walks of one
// lender through each disclosure, with its record, are in early-disclosure, esign and notices.spec.ts.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { oneLineAddress } from '../../src/engine/address';
import type { Lender } from '../../src/engine/types/lender';
import { REPRESENTATIVES } from './support/a11y-lenders';
import { expectHistoryTable, indexNameOfLender } from './support/history-rows';
import { RESET_STATE } from './support/a11y-pages';
import { borrowerOf, fullDraft, openRegistrationStep, withOrg } from './support/lender-borrower';
import { OFFER_TAKEN, sandboxControl } from './support/sandbox-borrower';

test.use({ reducedMotion: 'reduce' });

const REGISTER = '/account/heloc/register-v2';
const TERMS_TITLE = 'Important terms of our home equity line of credit';

type Borrower = Awaited<ReturnType<typeof borrowerOf>>;

const aprRange = (lender: Lender) => `${lender.product.aprPercent.min.toFixed(2)}% to ${lender.product.aprPercent.max.toFixed(2)}%`;

async function expectTerms(page: Page, lender: Lender) {
  const terms = page.getByRole('region', { name: TERMS_TITLE });
  await expect(terms).toContainText(`Annual percentage rates range from ${aprRange(lender)}`);
  await expect(terms).toContainText(`priced when you make it at ${indexNameOfLender(lender)} plus a margin`);
  await expectHistoryTable(terms, lender);
  await expect(page.getByRole('link', { name: 'What you should know about home equity lines of credit' })).toHaveAttribute(
    'href',
    lender.disclosures.booklet.en,
  );
}

/** Signs the open page in as a borrower, as the app keeps the token (the next borrower replaces it). */
const signInAs = (page: Page, token: string) => page.evaluate((jwt) => localStorage.setItem('heloc.jwt', jwt), token);

/** The application opened at a sandbox state: the page the state machine sends the borrower to. */
async function openApplicationAt(page: Page, request: APIRequestContext, lender: Lender, borrower: Borrower, state: object, path: string) {
  const res = await sandboxControl(request, borrower.token, borrower.uuid, 'state', { ...RESET_STATE, ...OFFER_TAKEN, ...state });
  expect(res.status(), await res.text()).toBe(200);
  await page.goto(withOrg(`/account/heloc/${borrower.uuid}`, lender));
  await expect(page).toHaveURL(new RegExp(`/${borrower.uuid}/${path}(\\?|$)`));
}

for (const { lender } of REPRESENTATIVES) {
  test(`${lender.orgCode}: a borrower meets each disclosure at its moment, with the lender's figures`, async ({ page, request }) => {
    test.skip(Boolean(lender.features.wholesale), 'a wholesale lender takes no application on this site');
    test.setTimeout(120_000);
    const { company } = lender;

    // Registration: where the borrower first applies.
    await page.goto(withOrg(REGISTER, lender));
    const { esignConsent: _notYet, ...beforeConsent } = fullDraft(lender);
    await openRegistrationStep(page, lender, 'phone-and-email', beforeConsent);
    await expect(page.getByRole('region', { name: 'Your authorization to check your credit' })).toContainText(
      `you give ${company.companyName} written instructions under the Fair Credit Reporting Act`,
    );
    await openRegistrationStep(page, lender, 'electronic-records', beforeConsent);
    // One lender, one set of facts: the E-SIGN statement's contact is the footer's.
    await expect(page.getByRole('main')).toContainText(`by email to ${company.supportEmail}`);
    await openRegistrationStep(page, lender, 'set-password', fullDraft(lender));
    await expectTerms(page, lender);

    // The application: the terms again before the hard credit pull, HMDA, the right to cancel.
    const borrower = await borrowerOf(lender, request);
    await signInAs(page, borrower.token);
    await openApplicationAt(page, request, lender, borrower, { checklistStatus: 'COLLECT_ADDITIONAL_INFO' }, 'start/contact');
    await expectTerms(page, lender);
    await openApplicationAt(page, request, lender, borrower, { checklistStatus: 'HMDA' }, 'start/hmda');
    await expect(page.getByRole('region', { name: 'Demographic information of borrower' })).toBeVisible();
    await expect(page.getByLabel('I do not wish to provide this information')).toHaveCount(3);
    const cancel = page.getByTestId('rescission-notice');
    const howToCancel = `${company.companyName}, ${company.rescission.attentionLine}, ${oneLineAddress(company.companyAddress)}, or email it to ${company.supportEmail}`;
    await openApplicationAt(page, request, lender, borrower, { checklistStatus: 'NOTE_SIGNING' }, 'signing/intro');
    await expect(cancel.getByTestId('rescission-how')).toContainText(howToCancel);
    await openApplicationAt(page, request, lender, borrower, { checklistStatus: 'RESCISSION' }, 'complete');
    await expect(cancel.getByTestId('rescission-deadline')).toContainText('Your deadline to cancel: ');
    await expect(cancel.getByTestId('rescission-how')).toContainText(howToCancel);

    // A decline: the adverse action notice names the lender and its regulator.
    const declined = await borrowerOf(lender, request, 'Declined');
    await signInAs(page, declined.token);
    await page.goto(withOrg(`/account/heloc/${declined.uuid}`, lender));
    await expect(page).toHaveURL(new RegExp(`/${declined.uuid}/error/decline(\\?|$)`));
    const notice = page.getByTestId('adverse-action-notice');
    await expect(notice).toContainText(`${company.companyName}, ${oneLineAddress(company.companyAddress)}`);
    await expect(notice).toContainText(`${company.federalRegulator!.name}, ${oneLineAddress(company.federalRegulator!.address)}`);

    // A prescreened offer: the short notice on the first page, with the lender's opt-out number, and
    // the long one a button away, with the addresses to write to as well.
    const today = new Date().toISOString().slice(0, 10);
    const offer = lender.features.directMailPrescreen && lender.sandboxLeads?.offerCodes?.find((o) => o.respondByDate >= today);
    if (offer) {
      const optOut = lender.prescreenOptOut!;
      await page.goto(`${withOrg(REGISTER, lender)}&offerCode=${offer.offerCode}`);
      await expect(page.getByTestId('prescreen-short')).toContainText(optOut.phoneNumberWords);
      await page.getByRole('button', { name: 'Read the PRESCREEN & OPT-OUT NOTICE' }).click();
      for (const address of optOut.mailingAddresses) {
        await expect(page.getByTestId('prescreen-long')).toContainText(`${address.name}, ${oneLineAddress(address)}`);
      }
    }
  });
}
