import { lazy, Suspense, type ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';

type Load = () => Promise<ComponentType<WidgetProps>>;

/**
 * Fetches the code when the person first acts on the page (a tap, a key, a field taking focus):
 * before they can reach a later step, yet not while the first step is still loading, whose
 * main thread and network it would share.
 */
function prefetch(load: Load) {
  if (typeof window === 'undefined') return;
  const events = ['pointerdown', 'keydown', 'focusin'] as const;
  const fetchOnce = () => {
    for (const event of events) window.removeEventListener(event, fetchOnce, true);
    void load().catch(() => undefined);
  };
  for (const event of events) window.addEventListener(event, fetchOnce, { capture: true, passive: true });
}

/**
 * A widget only later registration steps use (password, phone, birth date, money): its code stays
 * out of the first step's bundle, which has a size budget. Until it arrives, a box of its height.
 */
export function lazyWidget(load: Load): ComponentType<WidgetProps> {
  const Widget = lazy(() => load().then((component) => ({ default: component })));
  prefetch(load);
  return function LazyWidget(props: WidgetProps) {
    return (
      <Suspense fallback={<div className="min-h-12" />}>
        <Widget {...props} />
      </Suspense>
    );
  };
}
