// The headings a person sees in turn: every text the page's h1 shows, from the first paint on.
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    headingsSeen?: string[];
  }
}

/** Starts recording on every document the page opens from now (call before `page.goto`). */
export const recordHeadings = (page: Page) =>
  page.addInitScript(() => {
    const seen: string[] = [];
    window.headingsSeen = seen;
    const note = () => {
      const text = document.querySelector('h1')?.textContent?.trim();
      if (text && seen.at(-1) !== text) seen.push(text);
    };
    new MutationObserver(note).observe(document, { subtree: true, childList: true, characterData: true });
  });

/** The h1 texts seen so far, in order, a repeat of the same text counted once. */
export const headingsSeen = (page: Page) => page.evaluate(() => window.headingsSeen ?? []);
