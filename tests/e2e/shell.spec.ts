// The page shell's interactive parts: skip link, the header's support contact and its one row with
// the phone menu, and focus on client-side navigation. The chat behind 'Chat with us' has its own
// suite (chat.spec.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator } from '@playwright/test';
import type { Lender } from '../../src/engine/types/lender';
import { expectNoAxeViolations } from './support/axe';
import { onFreshPage } from './support/fresh-page';
import { createApplicationViaApi, registerViaApi, signIn, uniqueEmail } from './support/sandbox-borrower';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const lenders: Lender[] = readdirSync(path.join(ROOT, 'lenders')).map((dir) =>
  JSON.parse(readFileSync(path.join(ROOT, 'lenders', dir, 'lender.json'), 'utf8')),
);
const withChat = lenders.find((l) => l.features.webChat && !l.features.wholesale && !l.features.loanOfficerRequired)!;
const withoutChat = lenders.find((l) => !l.features.webChat && !l.features.wholesale && !l.features.loanOfficerRequired)!;
const formatted = (digits: string) => `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;

// Small rules of the shell, each on a fresh page of one browser context (support/fresh-page.ts).
test('the shell: the support phone without web chat, the skip link, not found, and the lender by host name', async ({ context }) => {
  await onFreshPage(context, 'a lender without web chat shows its support phone in the header instead', async (page) => {
    await page.goto(`/account/heloc/register-v2?org=${withoutChat.orgCode}`);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: `Call ${formatted(withoutChat.company.supportPhoneNumber.number)}` })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Chat with us' })).toHaveCount(0);
  });
  await onFreshPage(context, 'the skip link is the first stop for the keyboard and moves to the main content', async (page) => {
    await page.goto(`/account/heloc/register-v2?org=${withChat.orgCode}`);
    // The served HTML already shows the question; the app is ready once its form is there.
    await expect(page.getByRole('main').getByRole('button').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });
  await onFreshPage(context, 'an unknown path shows the not-found page with a way back, inside the lender shell', async (page) => {
    await page.goto(`/account/heloc/no-such-page?org=${withChat.orgCode}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find that page");
    await expect(page.getByRole('contentinfo')).toContainText(withChat.company.companyName);
    await page.getByRole('link', { name: 'Go to the start' }).click();
    await expect(page).toHaveURL(/\/account\/heloc\/register-v2$/);
    // Client-side navigation keeps the lender (the org query is gone) and moves focus to the new heading.
    await expect(page.getByRole('contentinfo')).toContainText(withChat.company.companyName);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });
  await onFreshPage(context, 'a lender is chosen by its host name when no org is given, and the org query still wins', async (page) => {
    const byHost = lenders.find((l) => l.hosts.length > 0 && !l.default && !l.features.wholesale && !l.features.loanOfficerRequired)!;
    const other = lenders.find((l) => l.orgCode !== byHost.orgCode && !l.features.wholesale && !l.features.loanOfficerRequired)!;
    const port = new URL(test.info().project.use.baseURL!).port;
    const origin = `http://${byHost.hosts[0]}:${port}`;
    await page.goto(`${origin}/account/heloc/register-v2`);
    await expect(page.getByRole('contentinfo')).toContainText(byHost.company.companyName);
    await page.goto(`${origin}/account/heloc/register-v2?org=${other.orgCode}`);
    await expect(page.getByRole('contentinfo')).toContainText(other.company.companyName);
  });
});

/** A header one row tall: its 44 px controls and the logo side by side, not wrapped under each other. */
const ONE_ROW_PX = 80;
const height = async (header: Locator) => (await header.boundingBox())?.height ?? 0;

test('the header is one row signed out and signed in; on a phone its menu opens by keyboard and names every action @phone', async ({
  page,
  request,
}, info) => {
  // The default lender: web chat, feedback and three host-site links, the most a header carries.
  const org = 'NORTHSTAR';
  const phone = info.project.name === 'phone';
  const banner = page.getByRole('banner');
  await page.goto(`/account/heloc/register-v2?org=${org}`);
  await expect(banner.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
  // On a phone too, the chat is named in words in the header ('Chat' beside its icon), not a floating button.
  await expect(banner.getByRole('button', { name: 'Chat with us' })).toContainText(phone ? 'Chat' : 'Chat with us');
  expect(await height(banner)).toBeLessThan(ONE_ROW_PX);

  const email = uniqueEmail('e2e.header');
  const token = await registerViaApi(request, email, org);
  const uuid = await createApplicationViaApi(request, token, email);
  await signIn(page, token);
  await page.goto(`/account/heloc/${uuid}?org=${org}`);
  await expect(banner.getByTestId('notifications-bell')).toBeVisible();
  await expect.poll(() => height(banner)).toBeLessThan(ONE_ROW_PX);
  // The electronic-records and text messages pages are in the phone's menu; on a desktop beside the application's progress.
  const pages = phone ? ['Electronic records', 'Text messages'] : [];
  const actions = ['Chat with us', ...pages, 'Feedback', 'Dashboard', 'Support', 'Settings', 'Log out'];
  const action = (name: string) => banner.getByRole('button', { name, exact: true }).or(banner.getByRole('link', { name, exact: true }));
  if (!phone) {
    for (const name of actions) await expect(action(name), name).toBeVisible();
    return;
  }

  const menu = banner.getByRole('button', { name: 'Menu' });
  for (const name of actions) await expect(action(name), `${name} is in the menu, not the row`).toBeHidden();
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(banner.getByTestId('signed-in-as')).toHaveText('Logged in as Grace');
  for (const name of actions) {
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus'), 'Tab walks the menu in order').toHaveAccessibleName(name);
  }
  await expectNoAxeViolations(page, 'the open header menu');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();

  // The chat from the menu fills the screen; closing it gives focus back to 'Menu', since its item is gone.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Chat with us' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeFocused();
});

test("a page chunk that fails to load reloads the page up to 5 times, then shows the error page, whose 'Try again' loads the page once the chunk is reachable again", async ({
  page,
}) => {
  let loads = 0;
  page.on('load', () => loads++);
  await page.route(/register-v2-page-[\w-]+\.js$/, (route) => route.abort());
  await page.goto(`/account/heloc/register-v2?org=${withChat.orgCode}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorry, looks like we have hit a snag!', { timeout: 20_000 });
  expect(loads).toBe(6);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(page.getByRole('main')).toContainText(withChat.company.supportEmail);
  // Past the limit, 'Try again' is what loads the page, once the chunk can be fetched again.
  await page.unroute(/register-v2-page-[\w-]+\.js$/);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("What's your property address for financing?");
});
