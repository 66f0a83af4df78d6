// Spanish served marked: a lender's package offers Spanish on the way in and its Spanish copy comes
// with every string wrapped in ⟦ ⟧, so what a page shows outside the marks is either data (the
// lender's name and addresses, what the borrower typed, dates and money formatted for es-US) or a
// string that never went through copy. No sample lender offers Spanish yet (its disclosures await a
// reviewer's approval: README 'Editing copy'). Used by spanish.spec.ts (the registration journey) and
// a11y.spec.ts (the default lender's application pages, read in Spanish).
import { SESSION_COOKIE } from '../../../src/engine/routing/page-cookies';
import type { Page } from '@playwright/test';
import { copyIn, wordIn, type CopyTree } from './copy-files';

const OPEN = '⟦';
const CLOSE = '⟧';

const SPANISH = copyIn('es');

/** Every string of a copy tree between the marks. */
const marked = (tree: CopyTree): CopyTree =>
  Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [key, typeof value === 'string' ? `${OPEN}${value}${CLOSE}` : marked(value)]),
  );

/** A Spanish string by its key ('namespace:dotted.path'), as the page shows it inside the marks. */
export const es = wordIn('es');

/** The Spanish string between its marks, for exact matches. */
export const esMarked = (key: string) => `${OPEN}${es(key)}${CLOSE}`;

/**
 * The server draws a signed-in page with the lender's own package (src/server/server-render.ts); a
 * test that offers Spanish by changing the package in the browser takes its pages as a browser
 * without the session cookie gets them (the plain page), which the browser then draws with the
 * changed package. The page is fetched through the route with the cookie header given, which
 * Playwright sends instead of the context's cookies (route.continue cannot change it).
 */
export async function drawnInTheBrowser(page: Page): Promise<void> {
  await page.route('**/account/heloc/**', async (route) => {
    const asked = route.request();
    if (!asked.isNavigationRequest()) return route.fallback();
    // A page that closes while its address is fetched (the test has moved on) needs no answer.
    try {
      const headers = await asked.allHeaders();
      const cookie = (headers.cookie ?? '')
        .split(/;\s*/)
        .filter((part) => !part.startsWith(`${SESSION_COOKIE}=`))
        .join('; ');
      await route.fulfill({ response: await route.fetch({ headers: { ...headers, cookie } }) });
    } catch {
      await route.abort().catch(() => undefined);
    }
  });
}

/**
 * The lender (Northstar unless named) offering English and Spanish, its Spanish copy marked.
 * Resolves to the lender's own words, which are data in any language: its names, addresses and
 * regulator's name, and the Spanish it gives for its footer links.
 */
export async function offerMarkedSpanish(page: Page, orgCode = 'NORTHSTAR'): Promise<{ lenderWords: string[] }> {
  const lenderWords: string[] = [];
  await drawnInTheBrowser(page);
  await page.route(`**/lender-packages/${orgCode}.json`, async (route) => {
    const pkg = await (await route.fetch()).json();
    const { company, features } = pkg.lender;
    const addresses = [company.companyAddress, company.federalRegulator?.address];
    lenderWords.push(
      company.companyName,
      company.companyNameShort,
      company.companyProduct,
      company.federalRegulator?.name ?? '',
      company.rescission?.attentionLine ?? '',
      features.hawaiiModal?.partnerName ?? '',
      ...addresses.flatMap((address) => Object.values(address ?? {}) as string[]),
      ...(company.additionalUrls as { names?: Record<string, string> }[]).map((link) => link.names?.es ?? ''),
    );
    await route.fulfill({ json: { ...pkg, lender: { ...pkg.lender, locales: ['en', 'es'] } } });
  });
  await page.route(`**/lender-packages/${orgCode}.es.json`, (route) =>
    route.fulfill({ json: { es: Object.fromEntries(Object.entries(SPANISH).map(([ns, tree]) => [ns, marked(tree)])) } }),
  );
  return { lenderWords };
}

/** Spanish words Intl writes for es-US (months, weekdays, "de", "a. m."), which are data, not copy. */
const INTL_WORDS = (() => {
  const words = new Set(['de', 'a', 'm', 'p', 'del', 'y']);
  for (let month = 0; month < 12; month++) {
    const date = new Date(Date.UTC(2026, month, 15, 12));
    for (const style of ['long', 'short'] as const)
      new Intl.DateTimeFormat('es-US', { month: style, weekday: style, timeZone: 'UTC' })
        .format(date)
        .split(/[^\p{L}]+/u)
        .forEach((word) => word && words.add(word.toLowerCase()));
  }
  return words;
})();

/**
 * The words a page shows outside the marks that are not data (`data`: texts whose words may show
 * unmarked), each with a little of its context. The banner strip is checked apart (its words are
 * the banners' own translations).
 */
export async function englishLeftOn(page: Page, data: readonly string[]): Promise<string[]> {
  const text = await page.evaluate(() => {
    // Words marked as another language (the switch's "English", a banner without a translation) are
    // read in that language's voice: they are left out here.
    const apart = [...document.querySelectorAll<HTMLElement>('[data-testid="banner-strip"], body [lang]:not([lang="es"])')];
    return apart.reduce((all, element) => all.replace(element.innerText, ' '), document.body.innerText);
  });
  let rest = text;
  for (let before = ''; before !== rest;) {
    before = rest;
    rest = rest.replace(new RegExp(`${OPEN}[^${OPEN}${CLOSE}]*${CLOSE}`, 'gu'), ' ');
  }
  const allowed = new Set(
    [...data, ...INTL_WORDS]
      .flatMap((value) => value.split(/[^\p{L}]+/u))
      .map((word) => word.toLowerCase())
      .filter(Boolean),
  );
  const left: string[] = [];
  for (const match of rest.matchAll(/\p{L}{2,}/gu)) {
    // Codes (a state's, a country's calling code beside it) are not words of any language.
    if (allowed.has(match[0].toLowerCase()) || /^[A-Z]{2}$/.test(match[0])) continue;
    left.push(
      rest
        .slice(Math.max(0, match.index - 20), match.index + match[0].length + 20)
        .replace(/\s+/g, ' ')
        .trim(),
    );
  }
  return left;
}

/**
 * Buttons and links whose words run out of their box: a longer Spanish word in a box sized for the
 * English one. Each named by its words.
 */
export async function overflowingControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, a[href], [role="button"]')]
      // Not inline (no box of its own), shown, and not visually hidden (a skip link until focused).
      .filter((element) => getComputedStyle(element).display !== 'inline' && element.checkVisibility() && element.clientWidth > 1)
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.innerText.replace(/\s+/g, ' ').trim().slice(0, 60)),
  );
}
