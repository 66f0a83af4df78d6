// The shared layer's leave-survey, loan officer card, telemetry and the DDP_Pilot flag override,
// against the sandbox server.
import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { createApplicationViaApi, registerViaApi, sandboxControl, uniqueEmail } from './support/sandbox-borrower';
import { onFreshPage } from './support/fresh-page';

test.use({ reducedMotion: 'reduce' });

/** Pine Valley's first sample loan originator (lenders/PINE_LO/lender.json referrals). */
const ROSA = {
  uuid: '3f2b8c1e-8d1a-4c2e-9f00-1234567890ab',
  name: 'Rosa Delgado',
  phone: '5415550148',
  email: 'rosa.delgado@pinevalley.example',
};

/** Signs in for the tab's first page only, so a logout is not undone by the next page's init script. */
const signIn = (page: Page, token: string) =>
  page.addInitScript((jwt) => {
    if (sessionStorage.getItem('e2e.signedIn')) return;
    localStorage.setItem('heloc.jwt', jwt);
    sessionStorage.setItem('e2e.signedIn', 'true');
  }, token);

/** A Pine Valley borrower whose application Rosa referred, signed in; it starts on the offers page. */
async function referredBorrower(page: Page, request: APIRequestContext) {
  const email = uniqueEmail('e2e.lo');
  const token = await registerViaApi(request, email, 'PINE_LO');
  const created = await request.post('/service-application/api/v3/application/helocs', {
    headers: { authorization: token, 'x-org': 'PINE_LO' },
    data: {
      profileRequest: { name: { firstName: 'Grace', lastName: 'Hopper' }, email, dob: '1980-04-12' },
      propertyRequest: { address: { street1: '42 Lighthouse Lane', city: 'Sacramento', state: 'CA', zip: '95814' }, occupancyType: 'HOME' },
      income: { incomePrimary: 145000 },
      employmentType: 'FULL_TIME',
      propertyListedForSale: false,
      consentRequests: [{ type: 'SOFT_CREDIT', version: '2026-01' }],
      referrerId: ROSA.uuid,
      publish: true,
    },
  });
  expect(created.status()).toBe(201);
  const uuid = (await created.json()).uuid as string;
  await signIn(page, token);
  return { uuid, token };
}

async function northstarBorrower(page: Page, request: APIRequestContext) {
  const email = uniqueEmail('e2e.survey');
  const token = await registerViaApi(request, email);
  const uuid = await createApplicationViaApi(request, token, email);
  await signIn(page, token);
  return { uuid, token };
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('heloc.jwt'));

/** Telemetry events the page sends, parsed, as they go. */
function recordEvents(page: Page) {
  const events: Array<Record<string, unknown>> = [];
  page.on('request', (req: Request) => {
    if (req.method() === 'POST' && req.url().includes('/ft/heloc/event')) events.push(req.postDataJSON());
  });
  return events;
}

test.describe('leave-survey', () => {
  test('logging out on the offers page opens the survey first, and logs out 750 ms after it closes', async ({ page, request }) => {
    const { uuid } = await northstarBorrower(page, request);
    const events = recordEvents(page);
    await page.goto(`/account/heloc/${uuid}?org=NORTHSTAR`);
    await expect(page).toHaveURL(new RegExp(`/${uuid}/product/select$`));

    await page.getByRole('button', { name: 'Log out' }).click();
    const survey = page.getByRole('dialog', { name: 'Before you go' });
    await expect(survey).toBeVisible();
    expect(await storedToken(page)).not.toBeNull();
    await expectNoAxeViolations(page, 'the leave-survey');

    // Sending without a reason says what is missing.
    await survey.getByRole('button', { name: 'Send and log out' }).click();
    await expect(survey.getByText('Please choose a reason, or log out without answering')).toBeVisible();
    await survey.getByLabel('The offer isn\u2019t right for me').or(survey.getByLabel("The offer isn't right for me")).check();
    await survey.getByLabel(/Anything else/).fill('Rates are higher than I hoped.');
    await survey.getByRole('button', { name: 'Send and log out' }).click();
    const closedAt = Date.now();
    await expect(survey.getByRole('status')).toHaveText('Thank you. Logging you out…');
    await page.waitForURL(/\/auth\/login/);
    expect(Date.now() - closedAt).toBeGreaterThanOrEqual(700);
    expect(await storedToken(page)).toBeNull();
    expect(events.find((e) => e.event === 'LEAVE_SURVEY_ANSWERED')).toMatchObject({
      eventProperties: { reason: 'OFFER_NOT_RIGHT', comment: 'Rates are higher than I hoped.', pagePath: `/${uuid}/product/select` },
      applicationUuid: uuid,
    });
  });

  test('staying signed in, and a page that is not listed', async ({ context, request }) => {
    await onFreshPage(context, 'staying signed in cancels the logout, and the survey does not open twice', async (page) => {
      const { uuid } = await northstarBorrower(page, request);
      await page.goto(`/account/heloc/${uuid}?org=NORTHSTAR`);
      await expect(page).toHaveURL(new RegExp(`/${uuid}/product/select$`));

      await page.getByRole('button', { name: 'Log out' }).click();
      const survey = page.getByRole('dialog', { name: 'Before you go' });
      await survey.getByRole('button', { name: 'Log out without answering' }).click();
      await survey.getByRole('button', { name: 'Stay logged in' }).click();
      await expect(survey).toBeHidden();
      await expect(page.getByRole('button', { name: 'Log out' })).toBeFocused();
      await page.waitForTimeout(1200);
      await expect(page).toHaveURL(new RegExp(`/${uuid}/product/select$`));
      expect(await storedToken(page)).not.toBeNull();

      // Once triggered, the survey is disabled: even after a reload, logout is immediate.
      await page.reload();
      await page.getByRole('button', { name: 'Log out' }).click();
      await page.waitForURL(/\/auth\/login/);
      await expect(page.getByRole('dialog', { name: 'Before you go' })).toHaveCount(0);
    });
    await onFreshPage(context, 'logging out on a page that is not listed logs out at once', async (page) => {
      const { uuid, token } = await northstarBorrower(page, request);
      const control = await sandboxControl(request, token, uuid, 'state', { checklistStatus: 'HMDA' });
      expect(control.status()).toBe(200);
      await page.goto(`/account/heloc/${uuid}?org=NORTHSTAR`);
      await expect(page).toHaveURL(new RegExp(`/${uuid}/start/hmda$`));
      await page.getByRole('button', { name: 'Log out' }).click();
      await page.waitForURL(/\/auth\/login/);
      expect(await storedToken(page)).toBeNull();
    });
  });
});

test.describe('loan officer', () => {
  test('a referred application shows its loan officer: a card on large screens, a banner and side panel on phones @phone', async ({
    page,
    request,
  }, testInfo) => {
    const { uuid } = await referredBorrower(page, request);
    const lookups: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes(`/service-lead-portal/api/lo/${ROSA.uuid}`)) lookups.push(req.url());
    });
    await page.goto(`/account/heloc/${uuid}?org=PINE_LO`);
    await expect(page).toHaveURL(new RegExp(`/${uuid}/product/select$`));

    const checkContact = async (scope: ReturnType<Page['locator']>) => {
      await expect(scope.getByTestId('loan-officer-name')).toHaveText(ROSA.name);
      await expect(scope.getByText('Pine Valley Mortgage')).toBeVisible();
      await expect(scope.getByText('NMLS #118205')).toBeVisible();
      await expect(scope.getByRole('link', { name: `Call (541) 555-0148 to reach ${ROSA.name}` })).toHaveAttribute(
        'href',
        `tel:+1${ROSA.phone}`,
      );
      await expect(scope.getByRole('link', { name: `Email ${ROSA.name} at ${ROSA.email}` })).toHaveAttribute(
        'href',
        `mailto:${ROSA.email}`,
      );
    };

    if (testInfo.project.name === 'desktop') {
      const card = page.getByTestId('loan-officer-card');
      await expect(card).toBeVisible();
      await expect(page.getByTestId('loan-officer-banner')).toBeHidden();
      await expect(card.getByRole('heading', { name: 'Your loan officer' })).toBeVisible();
      await checkContact(card);
    } else {
      await expect(page.getByTestId('loan-officer-card')).toBeHidden();
      const banner = page.getByTestId('loan-officer-banner');
      await expect(banner).toBeVisible();
      const opener = banner.getByRole('button', { name: `Contact ${ROSA.name}` });
      await opener.click();
      const panel = page.getByRole('dialog', { name: 'Your loan officer' });
      await expect(panel).toBeVisible();
      await checkContact(panel);
      await expectNoAxeViolations(page, 'the loan officer side panel');
      await panel.getByRole('button', { name: 'Close' }).click();
      await expect(panel).toBeHidden();
      await expect(opener).toBeFocused();
    }
    // The card and the banner share one lookup.
    expect(lookups).toHaveLength(1);
  });

  test('an application nobody referred shows no loan officer', async ({ page, request }) => {
    const { uuid } = await northstarBorrower(page, request);
    await page.goto(`/account/heloc/${uuid}?org=NORTHSTAR`);
    await expect(page).toHaveURL(new RegExp(`/${uuid}/product/select$`));
    await expect(page.getByTestId('offer-apr')).toBeVisible();
    await expect(page.getByTestId('loan-officer-card')).toHaveCount(0);
    await expect(page.getByTestId('loan-officer-banner')).toHaveCount(0);
  });
});

test.describe('telemetry', () => {
  test('sessions, page views and the tracker id', async ({ context, request }) => {
    await onFreshPage(context, 'one session per tab, a page view per page, DUPLICATE replies ignored', async (page) => {
      const sessions: Array<Record<string, unknown>> = [];
      const replies: string[] = [];
      const warnings: string[] = [];
      page.on('request', (req) => {
        if (req.url().includes('/ft/heloc/session')) sessions.push(req.postDataJSON());
      });
      page.on('response', async (res) => {
        if (res.url().includes('/ft/heloc/event')) replies.push((await res.json()).status);
      });
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      const events = recordEvents(page);

      await page.goto('/account/heloc/register-v2?org=NORTHSTAR&utm_source=cloc');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect.poll(() => replies.length).toBe(1);
      expect(sessions).toHaveLength(1);
      const tracker = await page.evaluate(() => localStorage.getItem('heloc.trackerUuid'));
      expect(tracker).toMatch(/^[0-9a-f-]{36}$/);
      expect(sessions[0]).toMatchObject({ platform: 'WEB', sessionKey: { trackerUuid: tracker } });
      expect(events[0]).toMatchObject({
        event: 'PAGE_VIEW',
        eventType: 'WEB',
        productType: 'CRYPTO_HELOC',
        dedupeProperty: 'pagePath',
        pagePath: '/account/heloc/register-v2',
        sessionKey: { trackerUuid: tracker },
      });
      expect(replies).toEqual(['CREATED']);

      // The same page again in this tab: the session is kept, the service answers DUPLICATE, the page carries on.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect.poll(() => replies.length).toBe(2);
      expect(replies[1]).toBe('DUPLICATE');
      expect(sessions).toHaveLength(1);
      expect(events[1]!.sessionKey).toEqual(events[0]!.sessionKey);
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(warnings.filter((w) => w.startsWith('Telemetry'))).toEqual([]);
    });
    await onFreshPage(context, 'a session that cannot be opened is tried three times, logged, and never shown', async (page) => {
      let attempts = 0;
      await page.route('**/ft/heloc/session', (route) => {
        attempts += 1;
        return route.fulfill({ status: 503, body: '{}' });
      });
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.goto('/account/heloc/register-v2?org=NORTHSTAR');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect.poll(() => warnings.some((w) => w.includes('Telemetry: session failed'))).toBe(true);
      expect(attempts).toBe(3);
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
    await onFreshPage(
      context,
      'a signed-in borrower’s profile gets this browser’s tracker id, and a different one is adopted with one reload',
      async (page) => {
        const { uuid, token } = await northstarBorrower(page, request);
        const identity = (await (await request.get('/identity/secure/api/v1_1/identity', { headers: { authorization: token } })).json())
          .uuid;
        const profilePath = `/service-application/api/v3/application/heloc/optermizerly-profile?identityUuid=${identity}`;
        await page.goto(`/account/heloc/${uuid}?org=NORTHSTAR`);
        await expect(page).toHaveURL(new RegExp(`/${uuid}/product/select$`));
        const local = await page.evaluate(() => localStorage.getItem('heloc.trackerUuid'));
        await expect
          .poll(async () => (await (await request.get(profilePath, { headers: { authorization: token } })).json()).optimizelyProfileUuid)
          .toBe(local);

        // Another device linked the profile first: this browser adopts that id and reloads once.
        const other = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
        await request.patch(profilePath, { headers: { authorization: token }, data: { optimizelyProfileUuid: other } });
        let loads = 0;
        page.on('load', () => (loads += 1));
        await page.goto(`/account/heloc/${uuid}/product/select`);
        // The page reloads meanwhile, so a read may land between documents.
        await expect.poll(() => page.evaluate(() => localStorage.getItem('heloc.trackerUuid')).catch(() => null)).toBe(other);
        await expect.poll(() => loads).toBe(2);
        await expect(page.getByTestId('offer-apr')).toBeVisible();
        await page.waitForTimeout(1000);
        expect(loads).toBe(2);
      },
    );
  });
});

test.describe('DDP_Pilot', () => {
  test('the query is saved to local storage and changes the flag for later visits; the tab’s own override wins', async ({ page }) => {
    // Redesign off: /register-v2 goes to /register.
    await page.goto('/account/heloc/register-v2?org=NORTHSTAR&DDP_Pilot=fe-heloc-redesign-2025:off');
    await expect(page).toHaveURL(/\/account\/heloc\/register(\?|\/|$)/);
    expect(await page.evaluate(() => localStorage.getItem('DDP_Pilot'))).toBe('{"fe-heloc-redesign-2025":false}');

    // Without the query, the saved pilot still applies.
    await page.goto('/account/heloc/register-v2?org=NORTHSTAR');
    await expect(page).toHaveURL(/\/account\/heloc\/register(\?|\/|$)/);

    // Session storage overrides the persisted flags.
    await page.evaluate(() => sessionStorage.setItem('heloc.flagOverrides', '{"fe-heloc-redesign-2025": true}'));
    await page.goto('/account/heloc/register?org=NORTHSTAR');
    await expect(page).toHaveURL(/\/account\/heloc\/register-v2/);

    // 'clear' removes the pilot.
    await page.evaluate(() => sessionStorage.removeItem('heloc.flagOverrides'));
    await page.goto('/account/heloc/register?org=NORTHSTAR&DDP_Pilot=clear');
    await expect(page).toHaveURL(/\/account\/heloc\/register-v2/);
    expect(await page.evaluate(() => localStorage.getItem('DDP_Pilot'))).toBeNull();
  });
});
