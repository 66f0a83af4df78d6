// An application page's sample state (flows/sample-application-pages.json) as the sandbox state
// control takes it: the reset conditions, the base (an offer taken) and the page's own state, their
// `status` objects merged rather than replaced.
import type { SampleApplicationPages } from '../types/sample-application-pages';

export type SampleApplicationPage = SampleApplicationPages['pages'][number];
type State = Record<string, unknown> & { status?: object };

/** The body for POST /sandbox/api/v1/applications/{uuid}/state that opens `page`, over `extra` (the lender's home state, a language). */
export function sampleState(samples: SampleApplicationPages, page: SampleApplicationPage, extra: State = {}): State {
  const layers: State[] = [samples.reset, samples.base, extra, page.state];
  const merged: State = Object.assign({}, ...layers);
  const status = Object.assign({}, ...layers.map((layer) => layer.status ?? {}));
  return Object.keys(status).length > 0 ? { ...merged, status } : merged;
}

/** Where the page opens under /{uuid}/: the page itself, or the page that leads to it. */
export const sampleOpenAt = (page: SampleApplicationPage): string => page.openAt ?? page.path;
