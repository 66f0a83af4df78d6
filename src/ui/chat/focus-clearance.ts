// WCAG 2.4.11 (focus not obscured): the chat's fixed parts must never hide the element that has
// focus. After the browser has scrolled a newly focused element into view, if one of the chat's
// parts still covers it, the page scrolls it clear; if it cannot, `onStillCovered` (the open panel
// collapses).
import { useEffect, useEffectEvent } from 'react';

/** Space kept between a focused element and the chat part below it. */
const CLEARANCE_PX = 8;

/** How far the element would have to move up to clear the covering parts; 0 when none covers it. */
export function coveredBy(element: Element, covers: readonly Element[]): number {
  const rect = element.getBoundingClientRect();
  let overlap = 0;
  for (const cover of covers) {
    const box = cover.getBoundingClientRect();
    const crosses = rect.left < box.right && rect.right > box.left && rect.top < box.bottom && rect.bottom > box.top;
    if (crosses && box.width > 0 && box.height > 0) overlap = Math.max(overlap, rect.bottom - box.top);
  }
  return overlap;
}

export function useFocusClearance(covers: () => Element[], onStillCovered: () => void) {
  const check = useEffectEvent((target: Element) => {
    const parts = covers();
    if (parts.some((part) => part.contains(target))) return;
    const overlap = coveredBy(target, parts);
    if (overlap <= 0) return;
    // Only scroll when the element's top stays on screen; otherwise collapsing is the way.
    if (target.getBoundingClientRect().top - overlap - CLEARANCE_PX >= 0) {
      window.scrollBy({ top: overlap + CLEARANCE_PX, behavior: 'instant' });
    }
    if (coveredBy(target, parts) > 0) onStillCovered();
  });
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      // Keyboard focus only: scrolling between a pointer's press and release would lose its click.
      // After the browser's own scroll-into-view for the focus.
      if (target instanceof Element && target.matches(':focus-visible')) requestAnimationFrame(() => check(target));
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);
}
