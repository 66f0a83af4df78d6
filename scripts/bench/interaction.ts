// Interaction latency, in Playwright's Chromium with the CPU slowed as Lighthouse's mobile emulation
// slows it (4×).
// A step change: the first registration step is filled in, then 'Continue' is clicked, and the page
// reports
// - the Event Timing duration of that click (input to the next paint, what INP measures), and
// - the time from the click to the next step's heading painted.
// The offers page: each term and each fee chosen in turn, and a new draw typed digit by digit; the
// longest Event Timing duration of each kind of interaction.
import { chromium, type Browser, type Page } from '@playwright/test';
import { median } from './figures';
import { CHROMIUM } from './lighthouse';

/** Lighthouse's default mobile CPU slowdown. */
const CPU_SLOWDOWN = 4;
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

export interface StepChange {
  /** Longest Event Timing duration of the click's interaction, ms (rounded by the browser to 8 ms; 0 when under 16 ms, which is not reported). */
  inputToNextPaint: number;
  /** From the click's timestamp to the frame after the next step's h1 appeared, ms. */
  inputToNextStep: number;
}

interface BenchEvent {
  name: string;
  duration: number;
  interactionId: number;
}
interface BenchState {
  events: BenchEvent[];
  clickAt: number;
  h1At: number;
}

/** Installed before the app's scripts: collects Event Timing entries and watches for a new h1. */
function instrument() {
  const state = { events: [] as BenchEvent[], clickAt: 0, h1At: 0, firstH1: '' };
  (window as unknown as { __bench: typeof state }).__bench = state;
  addEventListener('pointerdown', (event) => (state.clickAt = event.timeStamp), { capture: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      state.events.push({ name: entry.name, duration: entry.duration, interactionId: entry.interactionId ?? 0 });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  new MutationObserver(() => {
    const text = document.querySelector('main h1')?.textContent ?? '';
    if (!state.firstH1) state.firstH1 = text;
    else if (text && text !== state.firstH1 && !state.h1At) {
      // The heading is in the DOM; it is on screen once the next frame has been produced.
      requestAnimationFrame(() => setTimeout(() => (state.h1At = performance.now())));
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

async function oneStepChange(browser: Browser, url: string): Promise<StepChange> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.addInitScript(instrument);
    const cdp = await context.newCDPSession(page);
    await page.goto(url);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('combobox', { name: 'Street address' }).fill('42 Lighthouse Lane');
    await page.keyboard.press('Escape');
    await page.getByLabel('City').fill('Sacramento');
    await page.getByLabel('State').fill('CA');
    await page.getByLabel('ZIP code').fill('95814');
    await page.getByLabel(/Primary residence/).check();
    const continueButton = page.getByRole('button', { name: 'Continue' });
    await continueButton.waitFor();
    // Slowed only for the interaction itself, so filling in the form does not dominate the run time.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.evaluate(() => (window as unknown as { __bench: BenchState }).__bench.events.splice(0));
    // A person pauses before pressing Continue: the work left from filling in (effects, saving the
    // draft) settles first, so the figure is the press's own response, not the last keystroke's tail.
    await page.waitForTimeout(500);
    await continueButton.click();
    await page.waitForFunction(() => (window as unknown as { __bench: BenchState }).__bench.h1At > 0, undefined, { timeout: 20_000 });
    // Event Timing entries are delivered after the paint they measure.
    await page.waitForTimeout(300);
    const { events, clickAt, h1At } = await page.evaluate(() => (window as unknown as { __bench: BenchState }).__bench);
    const interaction = events.filter((e) => e.interactionId > 0);
    return { inputToNextPaint: Math.max(0, ...interaction.map((e) => e.duration)), inputToNextStep: h1At - clickAt };
  } finally {
    await context.close();
  }
}

/** The median over `runs` fresh page loads. */
export async function stepChangeLatency(url: string, runs: number): Promise<StepChange> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const results: StepChange[] = [];
    for (let i = 0; i < runs; i++) results.push(await oneStepChange(browser, url));
    return {
      inputToNextPaint: median(results.map((r) => r.inputToNextPaint)),
      inputToNextStep: median(results.map((r) => r.inputToNextStep)),
    };
  } finally {
    await browser.close();
  }
}

export interface OffersLatency {
  /** Longest input-to-next-paint of each kind, ms (0: every one under 16 ms, which the browser does not report). */
  term: number;
  fee: number;
  drawKeystroke: number;
}

/** The longest Event Timing duration of the interactions `act` makes. */
async function longestSince(page: Page, act: () => Promise<void>): Promise<number> {
  await page.evaluate(() => (window as unknown as { __bench: BenchState }).__bench.events.splice(0));
  await act();
  // Event Timing entries are delivered after the paint they measure.
  await page.waitForTimeout(300);
  const events = await page.evaluate(() => (window as unknown as { __bench: BenchState }).__bench.events);
  return Math.max(0, ...events.filter((e) => e.interactionId > 0).map((e) => e.duration));
}

async function oneOffersRun(browser: Browser, url: string, token: string): Promise<OffersLatency> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.addInitScript(instrument);
    await page.addInitScript((jwt) => localStorage.setItem('heloc.jwt', jwt), token);
    const cdp = await context.newCDPSession(page);
    await page.goto(url);
    await page.getByRole('heading', { level: 1, name: 'Choose your offer' }).waitFor();
    const terms = page.getByRole('group', { name: 'Term' }).getByRole('radio');
    const fees = page.getByRole('group', { name: 'Origination fee' }).getByRole('radio');
    const draw = page.getByLabel('Initial draw');
    await draw.waitFor();
    await page.waitForTimeout(500);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    let term = 0;
    for (const radio of (await terms.all()).reverse()) term = Math.max(term, await longestSince(page, () => radio.check()));
    let fee = 0;
    for (const radio of (await fees.all()).reverse()) fee = Math.max(fee, await longestSince(page, () => radio.check()));
    await draw.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    let drawKeystroke = 0;
    // A person types about five characters a second.
    for (const digit of '45000') drawKeystroke = Math.max(drawKeystroke, await longestSince(page, () => page.keyboard.type(digit)));
    return { term, fee, drawKeystroke };
  } finally {
    await context.close();
  }
}

/** The median over `runs` fresh loads of the offers page, signed in with `token`. */
export async function offersLatency(url: string, token: string, runs: number): Promise<OffersLatency> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const results: OffersLatency[] = [];
    for (let i = 0; i < runs; i++) results.push(await oneOffersRun(browser, url, token));
    return {
      term: median(results.map((r) => r.term)),
      fee: median(results.map((r) => r.fee)),
      drawKeystroke: median(results.map((r) => r.drawKeystroke)),
    };
  } finally {
    await browser.close();
  }
}
