// Interaction latency of a step change, in Playwright's Chromium with the CPU slowed as Lighthouse's
// mobile emulation slows it (4×): the first registration step is filled in, then 'Continue' is
// clicked, and the page reports
// - the Event Timing duration of that click (input to the next paint, what INP measures), and
// - the time from the click to the next step's heading painted.
import { chromium, type Browser } from '@playwright/test';
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
