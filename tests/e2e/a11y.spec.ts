// Accessibility of every page at phone (390×844) and desktop (1280×800) sizes: axe finds no WCAG 2.2
// A or AA violation (target size included) on every registration step and its error state, every
// application page (src/ui/application/*-pages.ts), the sign-in page and the additional signer's
// pages. Registration steps also need their question as h1 and 'Step N of M' in the title. On the
// default lender's pages (one pass per page template), Tab must reach every control with a visible
// focus indicator that no fixed or sticky element (the chat dock, a sticky button row) covers.
//
// Lenders differ only by data, so the full pass runs for the representatives chosen from that data
// (support/a11y-lenders.ts: one per distinct theme and per feature value), and a light smoke (the
// first page with its footer, at phone size, brand applied) runs for every lender. A11Y_FULL=1
// (`npm run test:full`) runs the full pass for every lender. Each full pass is three tests
// (registration with sign-in and signer pages; the application pages in two parts), each on one
// browser page that is resized between the two sizes instead of reloaded: the UI adapts by CSS alone.
// The suite sets both sizes itself, so it is not tagged for the phone project. Why this covers every
// lender, and run time: docs/accessibility.md.
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { resolveTheme } from '../../src/engine/lender/lender-package';
import type { Lender } from '../../src/engine/types/lender';
import type { Theme } from '../../src/engine/types/theme';
import { keyboardProblems } from './support/a11y-focus';
import { FULL_MATRIX, LENDERS, REPRESENTATIVES } from './support/a11y-lenders';
import { APPLICATION_VISITS, RESET_STATE, raiseCondition } from './support/a11y-pages';
import { borrowerOf, fullDraft, openRegistrationStep, propertyFor, REFERRER, withOrg } from './support/lender-borrower';
import { axeViolations, formatViolations } from './support/axe';
import { OFFER_TAKEN, PASSWORD, sandboxControl, signIn, uniqueEmail } from './support/sandbox-borrower';

const VIEWPORTS = [
  { name: 'phone', size: { width: 390, height: 844 } },
  { name: 'desktop', size: { width: 1280, height: 800 } },
];

const REGISTER = '/account/heloc/register-v2';
const SIGNER = '/account/heloc/heloc-signer';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

const FLOW_STEPS = (JSON.parse(readFileSync('flows/registration.json', 'utf8')) as { steps: Array<{ path: string }> }).steps;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** Per browser page (one test): each shell (header and footer markup) already checked, by size. */
const checkedShells = new WeakMap<Page, Set<string>>();

/**
 * axe over the page; a header and footer already checked at this size in this test, with the same
 * markup, are left out (the same markup at the same size looks the same): most of the page on short
 * pages, and the same on every application page.
 */
async function axeOnPage(page: Page, size: string) {
  const shell = await page.evaluate(() => [...document.querySelectorAll('header, footer')].map((element) => element.outerHTML).join(''));
  const checked = checkedShells.get(page) ?? new Set<string>();
  checkedShells.set(page, checked);
  const key = `${size} ${shell}`;
  const violations = await axeViolations(page, checked.has(key) ? ['header', 'footer'] : []);
  checked.add(key);
  return violations;
}

/** axe at both sizes (and the keyboard checks, when asked); every finding is kept, the test goes on. */
async function checkPage(page: Page, where: string, keyboard: boolean) {
  await expect(h1(page), `${where} has its h1`).toHaveCount(1);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport.size);
    const violations = await axeOnPage(page, viewport.name);
    expect.soft(violations.length, `axe on ${where} at ${viewport.name} (${page.url()}):\n${formatViolations(violations)}`).toBe(0);
    if (keyboard) {
      const problems = await keyboardProblems(page);
      expect.soft(problems, `keyboard on ${where} at ${viewport.name} (${page.url()})`).toEqual([]);
    }
  }
}

async function setState(request: APIRequestContext, token: string, uuid: string, state: object) {
  const res = await sandboxControl(request, token, uuid, 'state', state);
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * The keyboard pass where a lender's toggles change the markup of every page (header, footer, chat),
 * at phone size, where the chat and sticky bars sit over the page: for representatives other than the
 * default lender, whose pass covers every template.
 */
async function checkShellKeyboard(page: Page, where: string) {
  await page.setViewportSize(VIEWPORTS[0]!.size);
  expect.soft(await keyboardProblems(page), `keyboard on ${where} at phone (${page.url()})`).toEqual([]);
}

/** The registration steps with their error state, in the order a borrower meets them. */
async function checkRegistration(page: Page, lender: Lender, keyboard: boolean) {
  const query = lender.features.loanOfficerRequired ? `&referrer=${REFERRER}` : '';
  await page.goto(`${withOrg(REGISTER, lender)}${query}`);
  if (lender.features.wholesale) {
    await checkPage(page, 'the not-accepting-applications page', keyboard);
    if (!keyboard) await checkShellKeyboard(page, 'the not-accepting-applications page');
    return;
  }
  const total = FLOW_STEPS.length;
  await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(await h1(page).innerText())} \\(Step 1 of ${total}\\)`));
  await checkPage(page, 'registration step 1', keyboard);
  if (!keyboard) await checkShellKeyboard(page, 'registration step 1');
  await checkStepErrors(page, 'registration step 1');

  const draft = fullDraft(lender);
  for (const [index, step] of FLOW_STEPS.entries()) {
    if (!step.path) continue;
    await openRegistrationStep(page, lender, step.path, draft);
    const where = `registration step ${index + 1} (${step.path})`;
    await expect(h1(page)).toBeVisible();
    await expect(page, `${where} names the question and the step in the title`).toHaveTitle(
      new RegExp(`^${escapeRegExp(await h1(page).innerText())} \\(Step ${index + 1} of ${total}\\)`),
    );
    await checkPage(page, where, keyboard);
    if (keyboard) await checkStepErrors(page, where);
  }
}

/**
 * Empties the step's text fields and submits: the errors are summarised in a focused alert whose
 * links lead to fields that are marked invalid and described by their message.
 */
async function checkStepErrors(page: Page, where: string) {
  const fields = page.locator('main form').getByRole('textbox');
  if ((await fields.count()) === 0) return;
  for (const field of await fields.all()) await field.fill('');
  await page.locator('main form [type="submit"]').last().click();
  const summary = page.getByRole('alert').filter({ has: page.getByRole('link') });
  await expect(summary, `${where}: the errors are summarised`).toBeFocused();
  for (const link of await summary.getByRole('link').all()) {
    // 'Field label: the field's own message' (copy common forms.summaryItem).
    const text = await link.innerText();
    const message = text.slice(text.indexOf(': ') + 2);
    expect(text.indexOf(': '), `${where}: '${text}' names its field`).toBeGreaterThan(0);
    // The link names the field's control, or the group (radios, the birthdate) whose first control it focuses.
    const id = (await link.getAttribute('href'))!;
    const control = page.locator(`input${id}, select${id}, textarea${id}, ${id} input`).first();
    await expect(control, `${where}: ${message}`).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
    if (!['radio', 'checkbox'].includes((await control.getAttribute('type')) ?? '')) {
      await expect(control, `${where}: ${message}`).toHaveAttribute('aria-invalid', 'true');
    }
  }
  await checkPage(page, `${where} with errors`, false);
}

/** The sign-in page and the additional signer's pages, public ones first. */
async function checkSignInAndSigner(page: Page, request: APIRequestContext, lender: Lender, keyboard: boolean) {
  await page.goto(withOrg('/auth/login', lender));
  await checkPage(page, 'sign-in', keyboard);
  await page.goto(withOrg(`${SIGNER}/resume?token=00000000-0000-4000-8000-000000000000.0.1.bogus`, lender));
  await expect(page).toHaveURL(/\/heloc-signer\/cancelled/);
  await checkPage(page, 'signer cancelled', keyboard);
  await page.goto(withOrg(`${SIGNER}/no-such-page`, lender));
  await expect(page).toHaveURL(/\/heloc-signer\/error/);
  await checkPage(page, 'signer error', keyboard);
  await page.goto(withOrg(`${SIGNER}/login`, lender));
  await checkPage(page, 'signer login', keyboard);
  // A wholesale lender takes no application on this site, so nobody has one to co-sign.
  if (lender.features.wholesale) return;

  // A primary borrower at the co-deed step names a co-owner, whose invitation opens the signer area.
  const primary = await borrowerOf(lender, request);
  await setState(request, primary.token, primary.uuid, { checklistStatus: 'CO_DEED_REQ', property: { ownership: 'JOINT' } });
  const named = await request.post(`/service-application/api/v1/application/heloc/${primary.uuid}/signing/co-deeders`, {
    headers: { authorization: primary.token },
    data: { coDeeders: [{ firstName: 'Charles', lastName: 'Babbage', email: uniqueEmail('e2e.a11y.codeed') }] },
  });
  expect(named.status()).toBe(200);
  const [invitation] = (await (await sandboxControl(request, primary.token, primary.uuid, 'signer-invitations')).json()) as Array<{
    url: string;
  }>;
  await page.goto(withOrg(invitation!.url, lender));
  await expect(page).toHaveURL(/\/heloc-signer\/resume/);
  await checkPage(page, 'signer resume', keyboard);

  const accepted = await request.post('/service-application/external/api/v1/heloc-signer/invitations/accept', {
    data: { token: new URL(invitation!.url, 'http://x').searchParams.get('token'), password: PASSWORD },
  });
  expect(accepted.status()).toBe(200);
  const signer = accepted.headers()['authorization']!;
  await page.evaluate((jwt) => localStorage.setItem('heloc.jwt', jwt), signer);
  const signerApi = `/service-application/api/v1/heloc-signer/applications/${primary.uuid}`;
  const steps: Array<[string, (() => Promise<unknown>)?]> = [
    ['intro'],
    ['identity'],
    [
      'sign',
      async () => {
        const upload = await request.post(`${signerApi}/identity`, {
          headers: { authorization: signer },
          multipart: { idType: 'DRIVERSLICENSEFRONT', file: { name: 'license.png', mimeType: 'image/png', buffer: PNG } },
        });
        expect(upload.status(), await upload.text()).toBeLessThan(300);
      },
    ],
    [
      'documents',
      async () => {
        const documents = (await (await request.get(`${signerApi}/documents`, { headers: { authorization: signer } })).json()) as Array<{
          type: string;
        }>;
        const signed = await request.post(`${signerApi}/sign`, {
          headers: { authorization: signer },
          data: { acceptedDocuments: documents.map((document) => document.type), signatureName: 'Charles Babbage' },
        });
        expect(signed.status(), await signed.text()).toBe(200);
      },
    ],
    ['conditions'],
    ['conditions/upload-document', () => raiseCondition(request, primary.token, primary.uuid, 'PROPERTY_OWNERSHIP_FRAUD_REVIEW')],
    ['conditions/identity', () => raiseCondition(request, primary.token, primary.uuid, 'ID_VERIFICATION_FAILURE')],
  ];
  for (const [path, before] of steps) {
    // A step that raises a document request opens it by its id.
    const conditionUuid = await before?.();
    const query = conditionUuid ? `?conditionUuid=${conditionUuid}` : '';
    await page.goto(withOrg(`${SIGNER}/${path}${query}`, lender));
    await expect(page).toHaveURL(new RegExp(`/heloc-signer/${path}\\?`));
    await checkPage(page, `signer ${path}`, keyboard);
  }
}

/** The first page a borrower of this lender meets: a referral's, when the lender needs a loan officer. */
const registerUrl = (lender: Lender) => `${withOrg(REGISTER, lender)}${lender.features.loanOfficerRequired ? `&referrer=${REFERRER}` : ''}`;

const primaryColour = (lender: Lender) => {
  const theme = JSON.parse(readFileSync(`themes/${lender.theme}.json`, 'utf8')) as Theme;
  return resolveTheme(theme, lender.themeOverrides).colors.primary.toLowerCase();
};

/** The zone's name as the browser words it ('Eastern Time'), as the footer shows it. */
const timeZoneName = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' }).formatToParts().find((part) => part.type === 'timeZoneName')!
    .value;

test.describe('every lender', () => {
  test.use({ reducedMotion: 'reduce', viewport: VIEWPORTS[0]!.size });

  for (const lender of LENDERS) {
    // What differs between lenders of one theme and feature set: logo, company, copy overrides,
    // disclosures and colour overrides, all on this page (its footer has every disclosure).
    test(`${lender.orgCode}: the first page and its footer at phone size, in the lender's brand`, async ({ page }) => {
      await page.goto(registerUrl(lender));
      await expect(page.getByRole('banner').getByRole('img', { name: lender.logo.alt, exact: true })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(lender.company.companyName);
      // Beside the spec's Pacific hours, the same hours on the lender's own clocks where they differ.
      const zone = lender.timeZone && lender.timeZone !== 'America/Los_Angeles' ? timeZoneName(lender.timeZone) : undefined;
      if (zone) await expect(page.getByTestId('hours-in-lender-zone')).toContainText(`In ${zone}: `);
      if (lender.orgCode === 'HARBOR_CU') {
        await expect(page.getByRole('contentinfo')).toContainText('Hours (Pacific time): Mon–Fri 5:00 AM–2:00 PM');
        await expect(page.getByTestId('hours-in-lender-zone')).toHaveText(
          'In Eastern Time: Mon–Fri 8:00 AM–5:00 PM; Sat 9:00 AM–1:00 PM; Sun closed',
        );
      }
      await expect(h1(page)).toHaveCount(1);
      await expect
        .poll(() =>
          page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim().toLowerCase()),
        )
        .toBe(primaryColour(lender));
      const violations = await axeViolations(page);
      expect(violations.length, `axe on ${page.url()}:\n${formatViolations(violations)}`).toBe(0);
    });
  }
});

const half = Math.ceil(APPLICATION_VISITS.length / 2);
const APPLICATION_PARTS = [APPLICATION_VISITS.slice(0, half), APPLICATION_VISITS.slice(half)];

const showsTheme = (represents: string[]) => represents.some((kind) => kind.startsWith('theme '));

for (const { lender, represents } of REPRESENTATIVES) {
  // One pass per page template: the default lender's pages get the keyboard checks.
  const keyboard = lender.default === true;

  test.describe(lender.orgCode, { annotation: { type: 'represents', description: represents.join('; ') } }, () => {
    test.use({ reducedMotion: 'reduce' });

    test('registration, sign-in and the signer area', async ({ page, request }) => {
      test.setTimeout(keyboard ? 480_000 : 300_000);
      await checkRegistration(page, lender, keyboard);
      await checkSignInAndSigner(page, request, lender, keyboard);
    });

    for (const [index, visits] of APPLICATION_PARTS.entries()) {
      // In parts, each with its own borrower, so the two workers share the longest pass.
      test(`application pages, part ${index + 1} of ${APPLICATION_PARTS.length}`, async ({ page, request }) => {
        test.skip(lender.features.wholesale, 'a wholesale lender takes no application on this site');
        // Application pages differ between lenders only by theme and by the shell, which the test
        // above shows signed in (the signer area): a lender that brings no theme of its own is done.
        test.skip(!FULL_MATRIX && !keyboard && !showsTheme(represents), 'its theme is checked on another lender');
        test.setTimeout(keyboard ? 480_000 : 300_000);
        const { uuid, token } = await borrowerOf(lender, request);
        // The contact answers put the SSN on the profile, which the state machine needs for the later steps.
        await setState(request, token, uuid, { checklistStatus: 'COLLECT_ADDITIONAL_INFO' });
        const contact = await request.put(`/service-application/api/v1/application/heloc/${uuid}/contact`, {
          headers: { authorization: token },
          data: { ownership: 'SOLE', ssn: '123456789', hardCreditConsent: { type: 'HARD_CREDIT', version: '2026-01' } },
        });
        expect(contact.status()).toBe(200);
        await signIn(page, token);
        const reset = { ...RESET_STATE, ...OFFER_TAKEN, property: { state: propertyFor(lender).state } };
        let current = '';
        for (const visit of visits) {
          const state = { ...reset, ...visit.state, status: { ...reset.status, ...(visit.state.status as object) } };
          if (JSON.stringify(state) !== current) {
            await setState(request, token, uuid, state);
            current = JSON.stringify(state);
          }
          const where = `/{uuid}/${visit.path}`;
          await page.goto(withOrg(`/account/heloc/${uuid}/${visit.openAt ?? visit.path}`.replace(/\/$/, ''), lender));
          if (visit.reach) {
            await expect(h1(page)).toBeVisible();
            await visit.reach(page);
          }
          await expect(page, `${where} stays open at its state`).toHaveURL(
            new RegExp(`/${uuid}${visit.path ? `/${visit.path}` : ''}(\\?|$)`),
          );
          await expect(h1(page)).toBeVisible();
          await checkPage(page, where, keyboard);
        }
      });
    }
  });
}
