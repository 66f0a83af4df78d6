// Lighthouse (its default mobile emulation and simulated throttling) in Debian's Chromium: one
// fresh browser per run, the median of several runs per page.
import { randomUUID } from 'node:crypto';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { figuresOf, medianFigures, type PageFigures } from './figures';
import { signedInCookies, signedInStorage, STORAGE_PAGE } from './signed-in';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The tracker id of each signed-in borrower's browser (by token), kept across runs. */
const trackers = new Map<string, string>();
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'];

/**
 * One Lighthouse run of `url`. With a token the page is signed in first (the app keeps the token in
 * localStorage), and Lighthouse is told not to clear storage; the HTTP cache is still cold.
 */
async function lighthouseRun(url: string, token?: string): Promise<PageFigures> {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  try {
    const page = await browser.newPage();
    if (token) {
      // As sign-in leaves a browser (./signed-in.ts). One tracker id per borrower, as on one phone: a browser whose id differs from the one the
      // profile holds adopts it with a reload (src/ui/telemetry/telemetry-provider.tsx), which would
      // be measured as part of the page.
      const { origin, hostname } = new URL(url);
      const trackerId = trackers.get(token) ?? randomUUID();
      trackers.set(token, trackerId);
      await page.goto(`${origin}${STORAGE_PAGE}`);
      await page.evaluate(
        (entries) => entries.forEach(([key, value]) => localStorage.setItem(key, value)),
        signedInStorage(token, trackerId),
      );
      await page.setCookie(...signedInCookies(token, trackerId, hostname));
    }
    const result = await lighthouse(
      url,
      {
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableStorageReset: Boolean(token),
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
    return figuresOf(result.lhr);
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}

export async function lighthouseMedian(url: string, runs: number, token?: string): Promise<PageFigures> {
  const results: PageFigures[] = [];
  for (let i = 0; i < runs; i++) results.push(await lighthouseRun(url, token));
  return medianFigures(results);
}
