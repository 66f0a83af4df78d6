// Short checks that share one test's browser context, each a step on a page of its own that starts as
// a new visitor's would: no cookies, and each site's local storage emptied on the page's first load
// there. A browser context and the app's cold start cost about 1.3 core-seconds, more than most of
// these checks (docs/performance.md). A failing step ends its test: the steps after it do not run.
import { test, type BrowserContext, type Page } from '@playwright/test';

/** Marks, in the tab's own session storage, that this site's local storage was emptied for the page. */
const FRESH = 'e2e.freshPage';

export async function onFreshPage(context: BrowserContext, title: string, check: (page: Page) => Promise<void>): Promise<void> {
  await test.step(title, async () => {
    await context.clearCookies();
    const page = await context.newPage();
    await page.addInitScript((key) => {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, '1');
      localStorage.clear();
    }, FRESH);
    try {
      await check(page);
    } finally {
      await page.close();
    }
  });
}
