// Keyboard checks axe cannot make: Tab reaches every focusable control (no trap, nothing skipped),
// each shows a visible focus indicator, and no fixed or sticky element (a header, a bottom bar, the
// chat launcher) covers the focused control (WCAG 2.1.1, 2.1.2, 2.4.7, 2.4.11).
import type { Page } from '@playwright/test';

interface FocusWindow {
  __a11yFocus: { candidates: HTMLElement[]; unfocused: Map<HTMLElement, string[]>; visited: HTMLElement[] };
}

/**
 * Records every tabbable control's look before anything has focus (to compare its focused look
 * with) and starts recording where Tab goes. Answers how many controls there are.
 */
async function startRecording(page: Page): Promise<number> {
  return page.evaluate(() => {
    const TABBABLE = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, iframe, [tabindex], [contenteditable="true"]';
    const isTabbable = (element: HTMLElement) =>
      element.tabIndex >= 0 &&
      !(element as HTMLButtonElement).disabled &&
      !element.closest('[inert], [aria-hidden="true"]') &&
      // The content of a closed <details> (all but its summary) is out of the tab order.
      !element.closest('details:not([open]) > :not(summary)') &&
      element.getClientRects().length > 0 &&
      getComputedStyle(element).visibility !== 'hidden';
    (document.activeElement as HTMLElement | null)?.blur();
    const candidates = [...document.querySelectorAll<HTMLElement>(TABBABLE)].filter(isTabbable);
    const state: FocusWindow['__a11yFocus'] = { candidates, unfocused: new Map(), visited: [] };
    (window as unknown as FocusWindow).__a11yFocus = state;
    const looks = (element: HTMLElement) => focusChain(element).map(look);
    for (const element of candidates) state.unfocused.set(element, looks(element));
    const record = (event: FocusEvent) => state.visited.push(event.target as HTMLElement);
    document.addEventListener('focusin', record);
    Object.assign(state, { focusChain, look, stop: () => document.removeEventListener('focusin', record) });
    return candidates.length;

    // Shared with the second evaluate through the window, so it is defined once here.
    function focusChain(element: HTMLElement): Element[] {
      const labels = [...((element as HTMLInputElement).labels ?? [])];
      const ancestors: Element[] = [];
      for (let node = element.parentElement; node && ancestors.length < 3; node = node.parentElement) ancestors.push(node);
      return [element, ...labels, ...ancestors];
    }
    function look(element: Element) {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return [
        // A skip link shows itself on focus: its size changes rather than its outline.
        `${Math.round(box.width)}x${Math.round(box.height)}`,
        style.outlineStyle === 'none' ? 'none' : `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
        style.boxShadow,
        style.borderColor,
        style.backgroundColor,
        style.textDecorationLine,
      ].join('|');
    }
  });
}

/** Focuses each control Tab reached, in order, and answers what is wrong with how it shows focus. */
async function inspectVisited(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const state = (window as unknown as FocusWindow).__a11yFocus as FocusWindow['__a11yFocus'] & {
      focusChain: (element: HTMLElement) => Element[];
      look: (element: Element) => string;
      stop: () => void;
    };
    state.stop();
    const describe = (element: Element) => {
      const html = element as HTMLElement;
      const name = html.getAttribute('aria-label') ?? html.innerText ?? (html as HTMLInputElement).value ?? '';
      return `${element.tagName.toLowerCase()}${html.id ? `#${html.id}` : ''} "${name.trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    };
    const coveringElement = (indicator: Element, focused: Element) => {
      const box = indicator.getBoundingClientRect();
      const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1);
      const y = Math.min(Math.max(box.top + box.height / 2, 0), innerHeight - 1);
      const hit = document.elementFromPoint(x, y);
      if (!hit || indicator.contains(hit) || hit.contains(focused)) return null;
      for (let node: Element | null = hit; node; node = node.parentElement) {
        if (['fixed', 'sticky'].includes(getComputedStyle(node).position)) return node;
      }
      return null;
    };
    const problems: string[] = [];
    const reached = new Set(state.visited);
    for (const element of reached) {
      const before = state.unfocused.get(element);
      if (!before) continue;
      element.focus();
      const chain = state.focusChain(element);
      const changed = chain.findIndex((link, i) => state.look(link) !== before[i]);
      if (changed < 0) {
        problems.push(`no visible focus indicator: ${describe(element)}`);
        continue;
      }
      // The centre of what shows focus must not lie under a fixed or sticky element, once the page
      // has had two frames to move it clear (the chat scrolls a covered control up after focus).
      const indicator = chain[changed]!;
      let cover = coveringElement(indicator, element);
      if (cover) {
        for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
        cover = coveringElement(indicator, element);
      }
      if (cover) problems.push(`focused ${describe(element)} is covered by ${describe(cover)}`);
    }
    // Radio buttons are one Tab stop per group, as the browser makes them.
    const reachedGroups = new Set(
      [...reached].flatMap((element) => (element instanceof HTMLInputElement && element.type === 'radio' ? [element.name] : [])),
    );
    for (const element of state.candidates) {
      const inReachedGroup = element instanceof HTMLInputElement && element.type === 'radio' && reachedGroups.has(element.name);
      if (!reached.has(element) && !inReachedGroup) problems.push(`Tab never reaches ${describe(element)}`);
    }
    return problems;
  });
}

/**
 * Tabs through the whole page once (and a little past its end, where focus leaves for the
 * browser's own controls and comes back), then answers what is wrong: controls Tab never reaches,
 * a control that shows no focus, one hidden under a fixed or sticky element.
 */
export async function keyboardProblems(page: Page): Promise<string[]> {
  let unreached = await startRecording(page);
  // Until every control has had focus or focus comes round again; a few extra rounds cover stops
  // that are not controls (a scrolling region the browser makes focusable).
  for (let round = 0; round < 3 && unreached > 0; round++) {
    // The presses are sent together: the browser handles them in order, each moving focus once, without
    // a round trip per press (a page of sixty controls took about 1.4 s a size pressed one at a time).
    await Promise.all(Array.from({ length: unreached + 2 }, () => page.keyboard.press('Tab')));
    unreached = await page.evaluate(() => {
      const { candidates, visited } = (window as unknown as FocusWindow).__a11yFocus;
      const last = visited.at(-1);
      if (last && visited.indexOf(last) < visited.length - 1) return 0;
      const reached = new Set(visited);
      return candidates.filter((element) => !reached.has(element)).length;
    });
  }
  return inspectVisited(page);
}
