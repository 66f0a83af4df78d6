// The chat widget against the sandbox: opening it (header, toggle, ?pop-webchat), the entry form's
// rules, the chatbot and its feedback, the simulated live agent, the end states, and the rule that
// the widget never hides the focused element. The widget is its own chunk, fetched on first open.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { onFreshPage } from './support/fresh-page';

const ORG = 'NORTHSTAR';
const REGISTER = `/account/heloc/register-v2?org=${ORG}`;
const SESSION_KEY = `heloc.chat.session.${ORG}`;
const WIDGET_CHUNK = /\/assets\/chat-widget-[\w-]+\.js$/;

const toggle = (page: Page) => page.locator('button[aria-expanded]', { hasText: 'Chat with us' });
const chat = (page: Page) => page.getByRole('dialog', { name: 'Chat with us' });

async function startChat(page: Page, name = 'Ana Lopez', email = 'ana@example.com') {
  const panel = chat(page);
  await panel.getByLabel('Name').fill(name);
  await panel.getByLabel('Email').fill(email);
  await panel.getByRole('button', { name: 'Start chat' }).click();
}

async function send(page: Page, text: string) {
  const box = chat(page).getByLabel('Message');
  await box.fill(text);
  await box.press('Enter');
}

/** Whether two boxes overlap. */
async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) return false;
  return x.x < y.x + y.width && x.x + x.width > y.x && x.y < y.y + y.height && x.y + x.height > y.y;
}

test('the widget is fetched only when the chat opens, from the header, and Escape gives focus back', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (req) => {
    if (WIDGET_CHUNK.test(req.url())) chunks.push(req.url());
  });
  await page.goto(REGISTER);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(toggle(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(chunks).toEqual([]);

  const header = page.getByRole('banner').getByRole('button', { name: 'Chat with us' });
  await header.click();
  await expect(chat(page)).toBeVisible();
  expect(chunks).toHaveLength(1);
  await expect(chat(page).getByLabel('Name')).toBeFocused();
  await expectNoAxeViolations(page, 'chat entry form');

  await page.keyboard.press('Escape');
  await expect(chat(page)).toBeHidden();
  await expect(header).toBeFocused();
});

test("the toggle opens and collapses the chat; the entry form answers in the spec's words", async ({ page }) => {
  await page.goto(`${REGISTER}&mode=chatbot`);
  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  const panel = chat(page);
  const name = panel.getByLabel('Name');
  const email = panel.getByLabel('Email');

  await panel.getByRole('button', { name: 'Start chat' }).click();
  await expect(name).toHaveAccessibleDescription('Please enter your name');
  await expect(email).toHaveAccessibleDescription('Please enter your email');
  await expect(name).toBeFocused();

  await name.fill('A'.repeat(129));
  await email.fill('ana@example');
  await panel.getByRole('button', { name: 'Start chat' }).click();
  await expect(name).toHaveAccessibleDescription('Cannot be more than 128 characters');
  await expect(email).toHaveAccessibleDescription('Please enter a valid email address');
  await expectNoAxeViolations(page, 'chat entry form with errors');

  await name.fill('A'.repeat(128));
  await email.fill(`${'a'.repeat(117)}@example.com`);
  await panel.getByRole('button', { name: 'Start chat' }).click();
  await expect(email).toHaveAccessibleDescription('Cannot be more than 128 characters');
  await expect(name).not.toHaveAttribute('aria-invalid');
});

test('the chatbot answers from the FAQ, takes feedback, keeps its history over a reload, and starts anew', async ({ page }) => {
  await page.goto(`${REGISTER}&mode=chatbot`);
  await toggle(page).click();
  await startChat(page);
  const panel = chat(page);
  const log = panel.getByRole('log', { name: 'Conversation' });
  await expect(log).toContainText("Hi Ana! I'm the Northstar Home Credit virtual assistant.");
  await expect(panel.getByLabel('Message')).toBeFocused();

  // A blank message is not sent.
  await expect(log.getByRole('listitem')).toHaveCount(1);
  await panel.getByLabel('Message').fill('   ');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(log.getByRole('listitem')).toHaveCount(1);

  await send(page, 'Will checking my rate hurt my credit score?');
  await expect(log).toContainText('Checking your rate uses a soft credit pull');
  await expectNoAxeViolations(page, 'chatbot conversation');

  // Feedback: a reason is required, the extra text at most 140 characters.
  await panel.getByRole('button', { name: 'No' }).click();
  const reasons = panel.getByRole('group', { name: 'What was wrong with this answer?' });
  await expect(reasons.getByRole('radio', { name: 'Answer too vague' })).toBeFocused();
  for (const reason of ['Answer too vague', 'Not specific to my application', 'Not what I was asking about', 'Other'])
    await expect(reasons.getByRole('radio', { name: reason })).toBeVisible();
  await panel.getByRole('button', { name: 'Send feedback' }).click();
  await expect(reasons).toContainText('Please select a reason');
  await reasons.getByRole('radio', { name: 'Not specific to my application' }).check();
  const more = panel.getByLabel('Tell us more (optional)');
  await more.fill('x'.repeat(141));
  await panel.getByRole('button', { name: 'Send feedback' }).click();
  await expect(more).toHaveAccessibleDescription(/Please restrict your response to 140 characters\./);
  await expect(more).toBeFocused();
  await more.fill('x'.repeat(140));
  await panel.getByRole('button', { name: 'Send feedback' }).click();
  await expect(panel.getByText('Thanks for your feedback.')).toBeFocused();

  // The session is in local storage and the history on the server: a reload shows the conversation.
  await page.reload();
  await toggle(page).click();
  await expect(log).toContainText('Will checking my rate hurt my credit score?');
  await expect(log).toContainText('Checking your rate uses a soft credit pull');

  await panel.getByRole('button', { name: 'End chat' }).click();
  await expect(panel.getByRole('heading', { name: 'Thanks for chatting with us!' })).toBeFocused();
  expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
  await panel.getByRole('button', { name: 'Start new chat' }).click();
  await expect(panel.getByLabel('Name')).toHaveValue('Ana Lopez');
  await expect(panel.getByLabel('Email')).toHaveValue('ana@example.com');
});

test("the chat's small rules: a chatbot session's end, ?pop-webchat, and the waiting dots with reduced motion", async ({ context }) => {
  await onFreshPage(context, 'a chatbot session ten minutes old is over: the chat shows its end', async (page) => {
    await page.goto(REGISTER);
    await page.evaluate((key) => {
      const then = Date.now() - 11 * 60_000;
      const session = {
        mode: 'chatbot',
        friendlyName: 'Ana',
        emailAddress: 'ana@example.com',
        chatUserId: crypto.randomUUID(),
        loginTimestamp: then,
        expiration: then + 10 * 60_000,
      };
      localStorage.setItem(key, JSON.stringify(session));
    }, SESSION_KEY);
    await toggle(page).click();
    await expect(chat(page).getByRole('heading', { name: 'Thanks for chatting with us!' })).toBeVisible();
    await expect(chat(page).getByRole('button', { name: 'Start new chat' })).toBeVisible();
  });
  await onFreshPage(context, '?pop-webchat opens the chat at load, then leaves the URL with the other parameters kept', async (page) => {
    await page.goto(`${REGISTER}&pop-webchat=true&utm_source=mail`);
    await expect(chat(page)).toBeVisible();
    await expect(chat(page).getByLabel('Name')).toBeFocused();
    const url = new URL(page.url());
    expect(url.searchParams.has('pop-webchat')).toBe(false);
    expect(url.searchParams.get('org')).toBe(ORG);
    expect(url.searchParams.get('utm_source')).toBe('mail');
  });
  await onFreshPage(context, 'with reduced motion the waiting dots stand still', async (page) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${REGISTER}&mode=agent`);
    await toggle(page).click();
    await startChat(page);
    const dots = chat(page).getByTestId('waiting-dots');
    await expect(dots).toHaveText('...');
    await page.waitForTimeout(900);
    await expect(dots).toHaveText('...');
  });
});

test('without a session the open status decides: an agent while the desk is open, the chatbot otherwise', async ({ page }) => {
  let open = true;
  await page.route('**/hours/OPS_CHAT/openStatus**', (route) => route.fulfill({ json: { department: 'OPS_CHAT', isOpen: open } }));
  await page.goto(REGISTER);
  await toggle(page).click();
  await expect(chat(page)).toContainText('Our team is online and will join you shortly.');
  await startChat(page);
  await expect(chat(page).getByText('Waiting for next available agent')).toBeVisible();
  await chat(page).getByRole('button', { name: 'End chat' }).click();
  // Ended once the server has said so (until then the session is kept, and a reload would resume it).
  await expect(chat(page).getByRole('heading', { name: 'Thanks for chatting with us!' })).toBeVisible();

  open = false;
  await page.reload();
  await toggle(page).click();
  await expect(chat(page)).toContainText('Our team is offline right now.');
  await startChat(page);
  await expect(chat(page).getByRole('log')).toContainText('virtual assistant');
});

test('a live agent: waiting, the agent joins and answers, an attachment, and the representative ends the chat', async ({
  page,
  request,
}) => {
  await page.goto(`${REGISTER}&mode=agent`);
  await toggle(page).click();
  await startChat(page);
  const panel = chat(page);
  await expect(panel.getByRole('status').filter({ hasText: 'Waiting for next available agent' })).toBeVisible();
  const dots = panel.getByTestId('waiting-dots');
  const seen = new Set<string>();
  for (let i = 0; i < 6; i++) {
    seen.add((await dots.textContent()) ?? '');
    await page.waitForTimeout(150);
  }
  expect(seen.size).toBeGreaterThan(1);
  await expectNoAxeViolations(page, 'chat waiting for an agent');

  const log = panel.getByRole('log', { name: 'Conversation' });
  await expect(log).toContainText("Hi Ana, I'm Jordan with the Northstar Home Credit team.", { timeout: 10_000 });
  await expect(panel.getByText('Waiting for next available agent')).toBeHidden();
  await send(page, 'How long until I am funded?');
  await expect(log).toContainText('funded in as little as five business days');

  const attach = panel.getByLabel('Attach a file');
  await attach.setInputFiles({ name: 'run.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(panel.getByText('This type of file cannot be sent in chat.')).toBeVisible();
  await attach.setInputFiles({ name: 'paystub.txt', mimeType: 'text/plain', buffer: Buffer.from('Pay period: March') });
  await panel.getByLabel('Message').fill('My latest paystub');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(log).toContainText('Attachment: paystub.txt (17 bytes)');
  await expectNoAxeViolations(page, 'chat with an agent');

  // The conversation survives a reload: it is read again from the channel.
  await page.reload();
  await toggle(page).click();
  await expect(log).toContainText('My latest paystub');

  const stored = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY))!) as {
    conversationSid: string;
    token: string;
  };
  const ended = await request.post(`/sandbox/api/v1/webchat/${stored.conversationSid}/end`, { headers: { 'x-chat-token': stored.token } });
  expect(ended.status()).toBe(200);
  await expect(panel.getByRole('alert').filter({ hasText: 'Customer representative has ended the chat' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Thanks for chatting with us!' })).toBeVisible();
  await panel.getByRole('button', { name: 'Start new chat' }).click();
  await expect(panel.getByRole('button', { name: 'Start chat' })).toBeVisible();
});

// The toggle floats, and the panel sits beside the page, on large screens only: these run at desktop size.
test('never hiding the focused element on a large screen', async ({ context }) => {
  await onFreshPage(context, 'a sticky button row raises the toggle by its height plus 20 px', async (page) => {
    await page.goto(REGISTER);
    const button = toggle(page);
    const viewport = page.viewportSize()!;
    await expect.poll(async () => viewport.height - ((await button.boundingBox())!.y + (await button.boundingBox())!.height)).toBe(16);
    await page.evaluate(() => {
      const row = document.createElement('div');
      row.setAttribute('data-sticky-actions', '');
      row.style.cssText = 'position:fixed;left:0;right:0;bottom:0;height:72px;background:#fff';
      document.body.append(row);
    });
    await expect.poll(async () => viewport.height - ((await button.boundingBox())!.y + (await button.boundingBox())!.height)).toBe(92);
  });
  await onFreshPage(
    context,
    'on a large screen, a page field the open panel covers is scrolled clear of it, or the panel collapses',
    async (page) => {
      await page.goto(REGISTER);
      await toggle(page).click();
      const panel = chat(page);
      await expect(panel).toBeVisible();
      const fields = page.getByRole('main').getByRole('textbox');
      let covered = 0;
      for (const field of await fields.all()) {
        if (await overlaps(field, panel)) covered++;
        await field.focus();
        await expect.poll(async () => (await panel.isVisible()) && (await overlaps(field, panel))).toBe(false);
        expect(await overlaps(field, toggle(page))).toBe(false);
        await expect(field).toBeFocused();
      }
      expect(covered).toBeGreaterThan(0);
    },
  );
  await onFreshPage(context, 'a focused element that cannot be scrolled clear collapses the panel, which keeps its place', async (page) => {
    await page.goto(REGISTER);
    await toggle(page).click();
    const panel = chat(page);
    await panel.getByLabel('Name').fill('Ana');
    // An element as tall as the screen, behind the panel: no scrolling can bring it clear.
    await page.evaluate(() => {
      const tall = document.createElement('textarea');
      tall.setAttribute('aria-label', 'Tall notes');
      tall.style.cssText = 'position:absolute;top:0;right:0;width:600px;height:100vh';
      document.querySelector('main')!.append(tall);
    });
    const tall = page.getByLabel('Tall notes');
    await tall.focus();
    await expect(panel).toBeHidden();
    await expect(tall).toBeFocused();
    await toggle(page).click();
    await expect(panel.getByLabel('Name')).toHaveValue('Ana');
  });
});

test("on a phone there is no floating toggle: the header's Chat opens the chat, which fills the screen as a modal dialog @phone-only", async ({
  page,
}) => {
  await page.goto(`${REGISTER}&mode=chatbot`);
  const header = page.getByRole('banner').getByRole('button', { name: 'Chat with us' });
  await expect(header).toBeVisible();
  await expect(toggle(page)).toBeHidden();
  await header.click();
  const box = (await chat(page).boundingBox())!;
  expect(box).toEqual({ x: 0, y: 0, width: 390, height: 844 });
  await expectNoAxeViolations(page, 'chat on a phone');
  // Focus stays inside: tabbing around never reaches the page behind.
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('#chat-panel'))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(header).toBeFocused();
});
