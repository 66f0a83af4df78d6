// Issue 17: on a phone the chat launcher must never cover text or a control. The launcher is every
// element marked data-chat-launcher that the page shows; what it must not meet is any visible text
// (each text node's line boxes) and any link, button or field, outside the launcher itself.
import type { Page } from '@playwright/test';

/** What the launcher covers on the screen as it is now: descriptions of the text and controls it meets. */
function coveredNow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const launchers = [...document.querySelectorAll('[data-chat-launcher]')]
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0);
    if (launchers.length === 0) return [];
    // A box of a pixel or less is screen-reader-only text, which nobody sees.
    const meets = (box: DOMRect) =>
      box.width > 1 &&
      box.height > 1 &&
      launchers.some((l) => box.left < l.right && box.right > l.left && box.top < l.bottom && box.bottom > l.top);
    const shown = (element: Element) =>
      !element.closest('[data-chat-launcher], #chat-panel') && element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (!text || !node.parentElement || !shown(node.parentElement)) continue;
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some(meets)) found.push(`text '${text.slice(0, 60)}'`);
    }
    for (const control of document.querySelectorAll('a[href], button, input, select, textarea, [role="button"], [role="link"]')) {
      if (!shown(control) || !meets(control.getBoundingClientRect())) continue;
      const name = control.getAttribute('aria-label') ?? control.textContent ?? '';
      found.push(`${control.tagName.toLowerCase()} '${name.trim().slice(0, 60)}'`);
    }
    return found;
  });
}

/** What the launcher covers with the page at its top and scrolled to its end. */
export async function launcherCovers(page: Page): Promise<string[]> {
  const atTop = await coveredNow(page);
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await page.evaluate(() => new Promise(requestAnimationFrame));
  const atEnd = await coveredNow(page);
  return [...new Set([...atTop, ...atEnd])];
}
