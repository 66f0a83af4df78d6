// Spec 001 §9: the web chat's offset is raised by the sticky button row's height plus 20 px, so the
// toggle never sits on a page's pinned buttons. A page that pins a button row to the bottom of the
// screen marks it with data-sticky-actions.
import { useEffect, useState } from 'react';

export const STICKY_ACTIONS_SELECTOR = '[data-sticky-actions]';
/** The toggle's distance from the bottom edge when nothing is pinned there. */
export const BASE_OFFSET_PX = 16;
const ABOVE_STICKY_PX = 20;

function measure(): number {
  const rows = [...document.querySelectorAll(STICKY_ACTIONS_SELECTOR)].map((row) => row.getBoundingClientRect().height);
  const tallest = Math.max(0, ...rows);
  return tallest > 0 ? Math.ceil(tallest) + ABOVE_STICKY_PX : BASE_OFFSET_PX;
}

/** The chat's distance from the bottom of the screen, in px, kept current as pages change. */
export function useStickyOffset(): number {
  const [offset, setOffset] = useState(BASE_OFFSET_PX);
  useEffect(() => {
    const update = () => setOffset(measure());
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { childList: true, subtree: true, attributeFilter: ['data-sticky-actions', 'class', 'hidden'] });
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
    };
  }, []);
  return offset;
}
