import { lazy, Suspense, type ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';

type Load = () => Promise<ComponentType<WidgetProps>>;

/** Fetches the code once the browser is idle after the first paint, so a later step opens without waiting. */
function prefetch(load: Load) {
  if (typeof window === 'undefined') return;
  const soon = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1000));
  soon(() => void load().catch(() => undefined));
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
