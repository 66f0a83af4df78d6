// The registration tracker from the flow's `tracker` data: which groups and items are shown and
// where the person is. A group is left out when none of its steps is in the journey or its
// omitWhen rule holds (spec 001: Contact Info is omitted when email and phone are already known).
import { evaluateRule, isTruthy, type Rule } from '../json-logic/json-logic';
import type { RegistrationFlow } from '../types/registration-flow';
import type { FlowContext, Journey } from './flow-runner';

export type TrackerState = 'done' | 'current' | 'upcoming';

export interface TrackerEntry {
  label: string;
  state: TrackerState;
}

export interface TrackerGroup extends TrackerEntry {
  /** Labelled items only; a group of one unlabelled item shows just the group. */
  items: TrackerEntry[];
}

/** The tracker for the person on step `stepId`. */
export function registrationTracker(flow: RegistrationFlow, journey: Journey, stepId: string, context: FlowContext): TrackerGroup[] {
  const order = new Map(journey.steps.map((s, i) => [s.id, i]));
  const placesOf = (steps: readonly string[]) => steps.flatMap((id) => (order.has(id) ? [order.get(id)!] : []));
  const groups = flow.tracker.filter(
    (group) =>
      group.items.some((item) => placesOf(item.steps).length > 0) &&
      !(group.omitWhen !== undefined && isTruthy(evaluateRule(group.omitWhen as Rule, context))),
  );
  // On a step of an omitted group, the last shown step before it stays current.
  const position = order.get(stepId) ?? -1;
  const shown = placesOf(groups.flatMap((g) => g.items.flatMap((i) => i.steps)));
  const anchor = shown.includes(position) ? position : Math.max(-1, ...shown.filter((p) => p < position));
  const stateOf = (steps: readonly string[]): TrackerState => {
    const places = placesOf(steps);
    if (places.includes(anchor)) return 'current';
    return places.every((p) => p < anchor) ? 'done' : 'upcoming';
  };
  return groups.map((group) => ({
    label: group.label,
    state: stateOf(group.items.flatMap((i) => i.steps)),
    items: group.items
      .filter((item) => item.label !== undefined && placesOf(item.steps).length > 0)
      .map((item) => ({ label: item.label!, state: stateOf(item.steps) })),
  }));
}
