// Accessibility of every page at phone (390×844) and desktop (1280×800) sizes: axe finds no WCAG 2.2
// A or AA violation (target size included) on every registration step and its error state, every
// application page (src/ui/application/*-pages.ts), the sign-in page and the additional signer's
// pages. Registration steps also need their question as h1 and 'Step N of M' in the title. The
// default lender's application pages are read in Spanish, with no English left (issue 20). On the
// default lender's pages (one pass per page template), Tab must reach every control with a visible
// focus indicator that no fixed or sticky element (the chat dock, a sticky button row) covers. At
// phone size the chat launcher covers no text and no control.
//
// Lenders differ only by data (support/a11y-lenders.ts). The default lender's pass checks every page,
// and wears every other lender's theme in turn, one a page, at each size in turn (its colours,
// typefaces, radii and logo size, taken from that lender's package) and runs axe's rules a theme can
// change: contrast, links told apart from text, and target size. Each other feature value gets a pass of its
// own on a lender chosen to represent it: the registration steps, sign-in and a signed-in page (the
// shell). The light smoke (the first page with its footer, at phone size, brand applied, axe) is
// lenders.spec.ts's one page load per lender that differs by a kind or theme. A11Y_FULL=1 (`npm run test:full`)
// runs the full pass for every lender in its own theme.
// A browser page is resized between the two sizes instead of reloaded: the UI adapts by CSS alone.
// The suite sets both sizes itself, so it is not tagged for the phone project. Why this covers every
// lender, and run time: docs/accessibility.md.
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { LenderPackage, ResolvedTheme } from '../../src/engine/lender/lender-package';
import { themeCssVars } from '../../src/engine/theme/theme-css-vars';
import type { Lender } from '../../src/engine/types/lender';
import { keyboardProblems } from './support/a11y-focus';
import { launcherCovers } from './support/launcher-overlap';
import { FULL_MATRIX, REPRESENTATIVES, THEMES_TO_WEAR } from './support/a11y-lenders';
import { APPLICATION_VISITS, RESET_STATE, raiseCondition, visitState } from './support/a11y-pages';
import { borrowerOf, fullDraft, openRegistrationStep, propertyFor, REFERRER, withOrg } from './support/lender-borrower';
import { axeViolations, formatViolations, preloadAxe } from './support/axe';
import { wordIn } from './support/copy-files';
import { englishLeftOn, es, offerMarkedSpanish, overflowingControls } from './support/marked-spanish';
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

const english = wordIn('en');

/** Per browser page (one test): each shell (header and footer markup) already checked, by size and theme. */
const checkedShells = new WeakMap<Page, Set<string>>();

/** Per browser page (one test): how many pages it has checked, which decides the theme worn and its size. */
const pagesChecked = new WeakMap<Page, number>();

/** The axe rules whose outcome a theme (colours, typefaces, radii, logo size) can change. */
const THEME_RULES = ['color-contrast', 'link-in-text-block', 'target-size'];

/** A theme as a lender's package carries it, by name (support/a11y-lenders.ts). */
interface Worn {
  name: string;
  theme: ResolvedTheme;
}

/** What a pass checks besides axe: the keyboard, and other themes worn in place (with the page's own to go back to). */
interface Pass {
  keyboard: boolean;
  wardrobe: { own: ResolvedTheme; others: Worn[] } | undefined;
}

/** The lender's theme as its browser receives it: in its package, with its typefaces' addresses. */
async function packageTheme(request: APIRequestContext, lender: Lender): Promise<ResolvedTheme> {
  const res = await request.get(`/account/heloc/lender-packages/${lender.orgCode}.json`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as LenderPackage).theme;
}

async function wardrobeFor(request: APIRequestContext, lender: Lender): Promise<Pass['wardrobe']> {
  if (THEMES_TO_WEAR.length === 0) return undefined;
  const others = await Promise.all(
    THEMES_TO_WEAR.map(async (worn) => ({ name: worn.name, theme: await packageTheme(request, worn.lender) })),
  );
  return { own: await packageTheme(request, lender), others };
}

/** Puts a theme on the page as src/ui/boot/apply-theme.ts does, and waits for its typefaces. */
async function wear(page: Page, theme: ResolvedTheme) {
  await page.evaluate(
    async ({ vars, fontFaces }) => {
      for (const [name, value] of Object.entries(vars)) document.documentElement.style.setProperty(name, value);
      const faces = (fontFaces ?? []).map(({ family, src, ...descriptors }) => new FontFace(family, src, descriptors));
      for (const face of faces) document.fonts.add(face);
      await Promise.all(faces.map((face) => face.load()));
    },
    { vars: themeCssVars(theme), fontFaces: theme.fontFaces },
  );
  const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim());
  expect(primary.toLowerCase(), `the page wears ${theme.name}`).toBe(theme.colors.primary.toLowerCase());
}

/**
 * axe over the page; a header and footer already checked at this size in this theme in this test,
 * with the same markup, are left out (the same markup at the same size looks the same): most of the
 * page on short pages, and the same on every application page. In a worn theme, the theme's rules only.
 */
async function axeOnPage(page: Page, size: string, worn?: string) {
  const shell = await page.evaluate(() => [...document.querySelectorAll('header, footer')].map((element) => element.outerHTML).join(''));
  const checked = checkedShells.get(page) ?? new Set<string>();
  checkedShells.set(page, checked);
  const key = `${size} ${worn ?? ''} ${shell}`;
  const violations = await axeViolations(page, checked.has(key) ? ['header', 'footer'] : [], worn ? THEME_RULES : undefined);
  checked.add(key);
  return violations;
}

/** axe at both sizes, in every theme of the wardrobe, and the keyboard checks when asked; every finding is kept, the test goes on. */
async function checkPage(page: Page, where: string, pass: Pass) {
  // A page shell (the HTML's prerendered heading) is replaced by the app's page before it is checked.
  await expect(page.locator('#root > [aria-busy="true"]'), `${where} is drawn by the app`).toHaveCount(0);
  await expect(h1(page), `${where} has its h1`).toHaveCount(1);
  const checked = pagesChecked.get(page) ?? 0;
  pagesChecked.set(page, checked + 1);
  for (const [sizeIndex, viewport] of VIEWPORTS.entries()) {
    await page.setViewportSize(viewport.size);
    const violations = await axeOnPage(page, viewport.name);
    expect.soft(violations.length, `axe on ${where} at ${viewport.name} (${page.url()}):\n${formatViolations(violations)}`).toBe(0);
    if (pass.keyboard) {
      const problems = await keyboardProblems(page);
      expect.soft(problems, `keyboard on ${where} at ${viewport.name} (${page.url()})`).toEqual([]);
    }
    // Issue 17: on a phone the chat launcher (a lender with web chat) never covers text or a control.
    if (viewport.name === 'phone') expect.soft(await launcherCovers(page), `the chat launcher covers part of ${where}`).toEqual([]);
    if (!pass.wardrobe) continue;
    // One other theme per page, in turn, at one size, the size changing with each round of themes: a
    // theme recolours the same markup on every page, so each is worn at both sizes on a sixth of the
    // pages (with six themes), where every shell variant and most components come round
    // (docs/accessibility.md).
    const { others } = pass.wardrobe;
    const round = Math.floor(checked / others.length);
    const wornHere = round % VIEWPORTS.length === sizeIndex ? [others[checked % others.length]!] : [];
    for (const worn of wornHere) {
      await wear(page, worn.theme);
      const inTheme = await axeOnPage(page, viewport.name, worn.name);
      expect
        .soft(inTheme.length, `axe on ${where} at ${viewport.name} wearing ${worn.name} (${page.url()}):\n${formatViolations(inTheme)}`)
        .toBe(0);
    }
    if (wornHere.length > 0) await wear(page, pass.wardrobe.own);
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
async function checkRegistration(page: Page, lender: Lender, pass: Pass) {
  const query = lender.features.loanOfficerRequired ? `&referrer=${REFERRER}` : '';
  await page.goto(`${withOrg(REGISTER, lender)}${query}`);
  if (lender.features.wholesale) {
    await checkPage(page, 'the not-accepting-applications page', pass);
    if (!pass.keyboard) await checkShellKeyboard(page, 'the not-accepting-applications page');
    return;
  }
  // No total on the first step: its answer (the occupancy) decides whether the home-address step is asked.
  await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(await h1(page).innerText())} \\(Step 1\\)`));
  const total = FLOW_STEPS.length;
  await checkPage(page, 'registration step 1', pass);
  if (!pass.keyboard) await checkShellKeyboard(page, 'registration step 1');
  await checkStepErrors(page, 'registration step 1', pass);

  const draft = fullDraft(lender);
  for (const [index, step] of FLOW_STEPS.entries()) {
    if (!step.path) continue;
    await openRegistrationStep(page, lender, step.path, draft);
    const where = `registration step ${index + 1} (${step.path})`;
    await expect(h1(page)).toBeVisible();
    await expect(page, `${where} names the question and the step in the title`).toHaveTitle(
      new RegExp(`^${escapeRegExp(await h1(page).innerText())} \\(Step ${index + 1} of ${total}\\)`),
    );
    await checkPage(page, where, pass);
    if (pass.keyboard) await checkStepErrors(page, where, pass);
  }
}

/**
 * Empties the step's text fields and submits: the errors are summarised in a focused alert whose
 * links lead to fields that are marked invalid and described by their message.
 */
async function checkStepErrors(page: Page, where: string, pass: Pass) {
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
  await checkPage(page, `${where} with errors`, { ...pass, keyboard: false });
}

/** The additional signer's pages, public ones first. */
async function checkSignerArea(page: Page, request: APIRequestContext, lender: Lender, pass: Pass) {
  await page.goto(withOrg(`${SIGNER}/resume?token=00000000-0000-4000-8000-000000000000.0.1.bogus`, lender));
  await expect(page).toHaveURL(/\/heloc-signer\/cancelled/);
  await checkPage(page, 'signer cancelled', pass);
  await page.goto(withOrg(`${SIGNER}/no-such-page`, lender));
  await expect(page).toHaveURL(/\/heloc-signer\/error/);
  await checkPage(page, 'signer error', pass);
  await page.goto(withOrg(`${SIGNER}/login`, lender));
  await checkPage(page, 'signer login', pass);
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
  // The link names its lender, as the invitation email's does.
  await page.goto(invitation!.url);
  await expect(page).toHaveURL(/\/heloc-signer\/resume/);
  await checkPage(page, 'signer resume', pass);

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
    await checkPage(page, `signer ${path}`, pass);
  }
}

/** The default lender's application pages in parts, each with its own borrower, so the two workers share the longest pass. */
const PART_COUNT = 3;
const partSize = Math.ceil(APPLICATION_VISITS.length / PART_COUNT);
const APPLICATION_PARTS = Array.from({ length: PART_COUNT }, (_, part) => APPLICATION_VISITS.slice(part * partSize, (part + 1) * partSize));

/** A borrower of the lender whose application has the SSN on its profile, which the state machine needs for the later steps. */
async function applicant(request: APIRequestContext, lender: Lender) {
  const borrower = await borrowerOf(lender, request);
  await setState(request, borrower.token, borrower.uuid, { checklistStatus: 'COLLECT_ADDITIONAL_INFO' });
  const contact = await request.put(`/service-application/api/v1/application/heloc/${borrower.uuid}/contact`, {
    headers: { authorization: borrower.token },
    data: { ownership: 'SOLE', ssn: '123456789', hardCreditConsent: { type: 'HARD_CREDIT', version: '2026-01' } },
  });
  expect(contact.status()).toBe(200);
  return borrower;
}

/**
 * Every application page at the status that shows it. The default lender's are read in Spanish,
 * served marked (support/marked-spanish.ts): besides the checks of every page, no English may be
 * left on them (issue 20). English and Spanish share the markup; what the language changes is words.
 */
async function checkApplicationPages(
  page: Page,
  request: APIRequestContext,
  lender: Lender,
  visits: typeof APPLICATION_VISITS,
  pass: Pass,
) {
  const spanish = lender.default === true ? await offerMarkedSpanish(page, lender.orgCode) : undefined;
  const { uuid, token } = await applicant(request, lender);
  await signIn(page, token);
  const reset = {
    ...RESET_STATE,
    ...OFFER_TAKEN,
    property: { state: propertyFor(lender).state },
    // An application made in Spanish (its create call would carry it, were Spanish the lender's on the server too).
    ...(spanish ? { languagePreference: 'es' } : {}),
  };
  const read = async (path: string) => (await request.get(path, { headers: { authorization: token } })).text();
  const profile = spanish ? await read('/service-profile/api/v1/profile') : '';
  let current = '';
  for (const visit of visits) {
    const state = visitState(visit, reset);
    if (JSON.stringify(state) !== current) {
      await setState(request, token, uuid, state);
      current = JSON.stringify(state);
    }
    const where = `/{uuid}/${visit.path}`;
    const address = withOrg(`/account/heloc/${uuid}/${visit.openAt ?? visit.path}`.replace(/\/$/, ''), lender);
    await page.goto(spanish ? `${address}&lang=es` : address);
    if (visit.reach) {
      await expect(h1(page)).toBeVisible();
      await visit.reach(page, spanish ? es : english);
    }
    await expect(page, `${where} stays open at its state`).toHaveURL(new RegExp(`/${uuid}${visit.path ? `/${visit.path}` : ''}(\\?|$)`));
    await expect(h1(page)).toBeVisible();
    await checkPage(page, where, pass);
    if (!spanish) continue;
    // After the checks, the page has drawn what its data brings. The application, the profile and
    // the documents (their titles are the server's, in the application's language) are data.
    const application = await read(`/service-application/api/v1/application/heloc/${uuid}`);
    const documents = await read(`/service-application/api/v1/application/heloc/${uuid}/disclosures`);
    const left = await englishLeftOn(page, [...spanish.lenderWords, application, profile, documents]);
    expect.soft(left, `English left on ${where} in Spanish (${page.url()})`).toEqual([]);
    for (const viewport of [...VIEWPORTS].reverse()) {
      await page.setViewportSize(viewport.size);
      const overflowing = await overflowingControls(page);
      expect.soft(overflowing, `controls whose Spanish words overflow on ${where} at ${viewport.name}`).toEqual([]);
    }
  }
}

/** The shell as a signed-in borrower of the lender sees it, on the page their new application opens at. */
async function checkSignedInShell(page: Page, request: APIRequestContext, lender: Lender, pass: Pass) {
  const { uuid, token } = await borrowerOf(lender, request);
  await signIn(page, token);
  await page.goto(withOrg(`/account/heloc/${uuid}`, lender));
  await expect(page).toHaveURL(new RegExp(`/${uuid}/`));
  await expect(h1(page)).toBeVisible();
  await checkPage(page, 'the application signed in', pass);
  await checkShellKeyboard(page, 'the application signed in');
}

for (const { lender, represents } of REPRESENTATIVES) {
  // The default lender's pass checks every page template: with the keyboard, and in every other theme.
  const templates = lender.default === true || FULL_MATRIX;
  const keyboard = lender.default === true;

  test.describe(lender.orgCode, { annotation: { type: 'represents', description: represents.join('; ') } }, () => {
    test.use({ reducedMotion: 'reduce' });
    test.beforeEach(({ page }) => preloadAxe(page));
    const pass = async (request: APIRequestContext): Promise<Pass> => ({
      keyboard,
      wardrobe: keyboard ? await wardrobeFor(request, lender) : undefined,
    });

    if (!templates) {
      // A feature value changes the registration steps or the shell: those, signed out and signed in.
      test('registration, sign-in and the signed-in shell', async ({ page, request }) => {
        test.setTimeout(300_000);
        const own = await pass(request);
        await checkRegistration(page, lender, own);
        await page.goto(withOrg('/auth/login', lender));
        await checkPage(page, 'sign-in', own);
        // A wholesale lender takes no application on this site.
        if (!lender.features.wholesale) await checkSignedInShell(page, request, lender, own);
      });
      return;
    }

    test('registration', async ({ page, request }) => {
      test.setTimeout(480_000);
      await checkRegistration(page, lender, await pass(request));
    });

    test('sign-in, password reset, not found and the signer area', async ({ page, request }) => {
      test.setTimeout(480_000);
      const own = await pass(request);
      for (const [where, path, lands] of [
        ['sign-in', '/auth/login', /\/auth\/login/],
        ['forgot password', '/auth/forgot-password', /\/auth\/forgot-password/],
        ['a reset link that has expired', '/auth/reset-password?token=expired', /\/auth\/reset-password/],
        ['a page that does not exist', '/account/heloc/no-such-page', /\/no-such-page/],
      ] as const) {
        await page.goto(withOrg(path, lender));
        await expect(page).toHaveURL(lands);
        await checkPage(page, where, own);
      }
      await checkSignerArea(page, request, lender, own);
    });

    for (const [index, visits] of APPLICATION_PARTS.entries()) {
      test(`application pages, part ${index + 1} of ${APPLICATION_PARTS.length}`, async ({ page, request }) => {
        test.skip(lender.features.wholesale, 'a wholesale lender takes no application on this site');
        test.setTimeout(480_000);
        await checkApplicationPages(page, request, lender, visits, await pass(request));
      });
    }
  });
}
