// Decides the application's page from data: the status-to-route table first, then the client state
// machine for statuses the table does not map. Nothing about a particular status lives here.
import { evaluateRule, isTruthy } from '../json-logic/json-logic';
import type { ClientStateMachine } from '../types/client-state-machine';
import type { PollingPolicy } from '../types/polling-policy';
import type { StatusRoutes } from '../types/status-routes';
import { staysDuringWait } from './polling';

/** What application rules read. */
export interface ApplicationContext {
  application: Record<string, unknown>;
  profile: Record<string, unknown>;
  status: Record<string, unknown> & { checklistStatus?: string };
  lender: unknown;
  flags: Record<string, unknown>;
}

const holds = (rule: unknown, context: ApplicationContext) => isTruthy(evaluateRule(rule, context));

/** The destination the status table gives, or null when no row maps the status. */
export function routeForStatus(table: StatusRoutes, context: ApplicationContext): string | null {
  const status = context.status.checklistStatus;
  if (!status) return null;
  const row = table.routes.find((r) => r.statuses.includes(status) && (r.when === undefined || holds(r.when, context)));
  return row ? row.to : null;
}

export interface MachineRun {
  state: string;
  /** Events fired, in order. */
  events: string[];
}

/**
 * Replays the triggers from the initial state: each round fires the first trigger whose rule holds
 * and whose event may leave the current state for a different one, until none does. A state is
 * never entered twice, so data that satisfies a loop of triggers cannot spin.
 */
export function runStateMachine(machine: ClientStateMachine, context: ApplicationContext): MachineRun {
  let state = machine.initial;
  const events: string[] = [];
  const visited = new Set([state]);
  for (;;) {
    if (machine.states[state]?.final) return { state, events };
    const next = machine.triggers.find(({ event, when }) => {
      const definition = machine.events[event];
      if (!definition || visited.has(definition.to)) return false;
      return (definition.from === undefined || definition.from.includes(state)) && holds(when, context);
    });
    if (!next) return { state, events };
    state = machine.events[next.event]!.to;
    visited.add(state);
    events.push(next.event);
  }
}

/** A state's page: its first rule-chosen route that holds, else its route. */
export function routeForState(machine: ClientStateMachine, state: string, context: ApplicationContext): string {
  const definition = machine.states[state];
  if (!definition) return '';
  return definition.routes?.find((r) => holds(r.when, context))?.to ?? definition.route;
}

/** The page for the application: the status table, else the state machine's state. */
export function applicationRoute(
  table: StatusRoutes,
  machine: ClientStateMachine,
  context: ApplicationContext,
): { to: string; via: 'status' | 'machine'; state?: string } {
  const byStatus = routeForStatus(table, context);
  if (byStatus !== null) return { to: byStatus, via: 'status' };
  const { state } = runStateMachine(machine, context);
  return { to: routeForState(machine, state, context), via: 'machine', state };
}

const section = (page: string) => page.split('/')[0];

const isOpenPage = (table: StatusRoutes, page: string) =>
  (table.openPages ?? []).some((open) => (open.endsWith('/*') ? page.startsWith(open.slice(0, -1)) : page === open));

/**
 * The page to show when the borrower is on `current` and the status points at `destination` (both
 * relative to /{uuid}/, '' the home). Open pages stay; so does a sub-step of the destination's
 * section that no row names (income/link/{type} while income/review is due). Everything else moves.
 */
export function pageToShow(table: StatusRoutes, current: string, destination: string): string {
  if (current === destination || isOpenPage(table, current)) return current;
  const isRowDestination = table.routes.some((row) => row.to === current);
  if (current !== '' && destination !== '' && section(current) === section(destination) && !isRowDestination) return current;
  return destination;
}

/**
 * Where the status `checklistStatus`, pointing at `destination` ('' when its page is not built),
 * sends a borrower who is on `opened`, or null where they stay: a page that explains a wait stays
 * while the status waits; otherwise as pageToShow says.
 */
export function movesOnTo(
  table: StatusRoutes,
  policy: PollingPolicy,
  checklistStatus: string,
  opened: string,
  destination: string,
): string | null {
  if (staysDuringWait(policy, checklistStatus, opened)) return null;
  const page = pageToShow(table, opened, destination);
  return page === opened ? null : page;
}

/**
 * The page to show after a step action on `page` was refused, or after the status moved on from
 * it: where `pageToShow` sends the borrower, except that the page the action was on stays only when
 * the status still names it or it is one of the destination's own pages (product/select/confirm
 * under product/select). So signing/sign gives way to signing/additional once the documents are
 * signed, though both are in the signing section.
 */
export function pageAfterStep(table: StatusRoutes, page: string, destination: string): string {
  const shown = pageToShow(table, page, destination);
  if (shown !== page || page === destination || isOpenPage(table, page)) return shown;
  return page.startsWith(`${destination}/`) ? page : destination;
}
