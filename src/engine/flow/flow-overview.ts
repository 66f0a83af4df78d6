// The flow files as a reviewer reads them: the registration's steps with their guards, exits and
// wording variants; the status-to-route table by status; the client state machine; the polling
// policy. Rules are in words (rule-words.ts) and copy keys in English. `npm run diagrams` draws these
// as SVG and keeps them as text beside the pictures, for the preview page.
import { ruleInWords, spellPath, type RuleValue, type RuleWordsOptions } from '../json-logic/rule-words';
import { waitingDelay } from '../application/polling';
import type { ClientStateMachine } from '../types/client-state-machine';
import type { Matcher, PollingPolicy } from '../types/polling-policy';
import type { RegistrationFlow, Step } from '../types/registration-flow';
import type { StatusRoutes } from '../types/status-routes';

/** The text of an i18next key ('registration:steps.homeAddress.title'); undefined when there is none. */
export type CopyText = (key: string) => string | undefined;

/** Looks keys up in copy files by namespace ({ registration: <copy/en/registration.json> }). */
export function copyText(namespaces: Record<string, unknown>): CopyText {
  return (key) => {
    const colon = key.indexOf(':');
    if (colon === -1) return undefined;
    let node: unknown = namespaces[key.slice(0, colon)];
    for (const segment of key.slice(colon + 1).split('.')) {
      if (typeof node !== 'object' || node === null || !Object.hasOwn(node, segment)) return undefined;
      node = (node as Record<string, unknown>)[segment];
    }
    return typeof node === 'string' ? node : undefined;
  };
}

export interface StepOverview {
  id: string;
  /** Route segment under the flow ('' for its first page). */
  path: string;
  /** The step's question in English (its copy key when the copy has none). */
  title: string;
  /** When the step applies, in words; absent when it always does. */
  guard?: string;
  /** Other wording, in order: the first whose rule holds replaces the step's. */
  variants: Array<{ when: string; title?: string; intro?: string; submit?: string }>;
  /** Where the journey leaves after this step instead of going on, in order. */
  exits: Array<{ when: string; to: string }>;
}

export interface RegistrationOverview {
  source: string;
  id: string;
  steps: StepOverview[];
  /** Answers removed from the draft whenever their rule holds, with the step that asks for each. */
  clears: Array<{ field: string; when: string; step?: string }>;
}

export interface StatusRouteGroup {
  /** Statuses the table routes alike: they appear in the same rows. */
  statuses: string[];
  /** The rows they meet, in order: the first whose rule holds gives the page. */
  routes: Array<{ when?: string; to: string }>;
  /** Whether a status of the group can fall through every row to the client state machine. */
  fallsThrough: boolean;
}

export interface StatusRoutesOverview {
  source: string;
  rows: Array<{ statuses: string[]; when?: string; to: string }>;
  groups: StatusRouteGroup[];
  /** Pages a status never moves a borrower away from. */
  openPages: string[];
}

export interface StateMachineOverview {
  source: string;
  initial: string;
  states: Array<{ name: string; route: string; routes: Array<{ when: string; to: string }>; final: boolean }>;
  /** `from` is null for an event any state may take. */
  events: Array<{ name: string; from: string[] | null; to: string }>;
  /** In the order they are tried. */
  triggers: Array<{ order: number; event: string; when: string; note?: string }>;
}

export interface PollingOverview {
  source: string;
  terminal: string[];
  waiting: {
    match: string[];
    /** The waits between fetches, in order, until the tries run out. */
    delaysMs: number[];
    maxTries: number;
    afterMaxTries: string;
    keepAfterMaxTries: string[];
  };
  waitingOnPeople: { match: string[]; delayMs: number };
  other: { delayMs: number; maxTries: number };
  pagesThatWait: string[];
}

/** Every overview the diagrams draw. */
export interface FlowOverviews {
  registration: RegistrationOverview;
  statusRoutes: StatusRoutesOverview;
  stateMachine: StateMachineOverview;
  polling: PollingOverview;
}

type SchemaNode = { title?: unknown; enum?: unknown; properties?: Record<string, SchemaNode> };
type UiNode = Record<string, unknown> | undefined;

interface DraftField {
  path: string;
  title?: string;
  /** The borrower's words for each option, by value. */
  options: Map<RuleValue, string>;
}

/** Every field the steps' schemas collect, by draft path, with its English title and option names. */
function draftFields(flow: RegistrationFlow, text: CopyText): DraftField[] {
  const fields: DraftField[] = [];
  const visit = (node: SchemaNode, ui: UiNode, path: string) => {
    for (const [key, child] of Object.entries(node.properties ?? {})) {
      const childUi = ui?.[key] as UiNode;
      const fieldPath = `${path}.${key}`;
      const names = childUi?.['ui:enumNames'];
      const options = new Map<RuleValue, string>();
      if (Array.isArray(child.enum) && Array.isArray(names)) {
        child.enum.forEach((value: RuleValue, i) => {
          const name = typeof names[i] === 'string' ? (text(names[i]) ?? names[i]) : undefined;
          if (name) options.set(value, name);
        });
      }
      const title = typeof child.title === 'string' ? text(child.title) : undefined;
      fields.push({ path: fieldPath, ...(title ? { title } : {}), options });
      visit(child, childUi, fieldPath);
    }
  };
  for (const step of flow.steps) visit(step.schema as SchemaNode, step.uiSchema as UiNode, 'draft');
  return fields;
}

/** A title that names a field well in a sentence: plain and short, not a question. */
const nameLikeTitle = (title: string | undefined) =>
  title !== undefined && title.length <= 40 && !/[?<>{}]/.test(title)
    ? title.replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase())
    : undefined;

/**
 * Words for the registration's variables: a draft field by its English label where that reads as a
 * name ('ZIP code'), else its key spelled out; its parent's name in front where the last key alone is
 * not unique ('property address ZIP code' beside 'home address ZIP code'); options by the borrower's words.
 */
export function registrationWords(flow: RegistrationFlow, text: CopyText): RuleWordsOptions {
  const fields = draftFields(flow, text);
  const byPath = new Map(fields.map((field) => [field.path, field]));
  const lastKey = (path: string) => path.slice(path.lastIndexOf('.') + 1);
  const keyCount = new Map<string, number>();
  for (const field of fields) keyCount.set(lastKey(field.path), (keyCount.get(lastKey(field.path)) ?? 0) + 1);
  return {
    variable: (path) => {
      if (!path.startsWith('draft.')) return undefined;
      const field = byPath.get(path);
      const key = lastKey(path);
      const name = nameLikeTitle(field?.title) ?? spellPath(key);
      const parent = path.slice('draft.'.length, -key.length - 1);
      return (keyCount.get(key) ?? 0) > 1 && parent ? `${spellPath(parent)} ${name}` : name;
    },
    value: (path, value) => byPath.get(path)?.options.get(value),
  };
}

/** A step's path as the address shows it: the flow's own segment for its first page. */
export const stepAddress = (flowId: string, step: Pick<Step, 'path'>) => (step.path ? `${flowId}/${step.path}` : flowId);

const exitTarget = (exit: { modal?: string; to?: string }) => (exit.modal ? `modal: ${exit.modal}` : `page: ${exit.to}`);

export function registrationOverview(flow: RegistrationFlow, text: CopyText, source = 'flows/registration.json'): RegistrationOverview {
  const words = registrationWords(flow, text);
  const say = (rule: unknown) => ruleInWords(rule, words);
  const english = (key: string) => text(key) ?? key;
  return {
    source,
    id: flow.id,
    steps: flow.steps.map((step) => ({
      id: step.id,
      path: step.path,
      title: english(step.title),
      ...(step.guard !== undefined ? { guard: say(step.guard) } : {}),
      variants: (step.variants ?? []).map((variant) => ({
        when: say(variant.when),
        ...(variant.title ? { title: english(variant.title) } : {}),
        ...(variant.intro ? { intro: english(variant.intro) } : {}),
        ...(variant.submit ? { submit: english(variant.submit) } : {}),
      })),
      exits: flow.exits.filter((exit) => exit.after === step.id).map((exit) => ({ when: say(exit.when), to: exitTarget(exit) })),
    })),
    clears: (flow.clears ?? []).map((clear) => {
      const step = flow.steps.find((candidate) => Object.hasOwn((candidate.schema as SchemaNode).properties ?? {}, clear.field));
      return { field: clear.field, when: say(clear.when), ...(step ? { step: step.id } : {}) };
    }),
  };
}

export function statusRoutesOverview(table: StatusRoutes, source = 'flows/status-routes.json'): StatusRoutesOverview {
  const rows = table.routes.map((row) => ({
    statuses: row.statuses,
    ...(row.when !== undefined ? { when: ruleInWords(row.when) } : {}),
    to: row.to,
  }));
  // Statuses that meet the same rows route alike: one group each, in the order the table first names them.
  const rowsOf = new Map<string, number[]>();
  table.routes.forEach((row, index) => {
    for (const status of row.statuses) rowsOf.set(status, [...(rowsOf.get(status) ?? []), index]);
  });
  const groups = new Map<string, StatusRouteGroup>();
  for (const [status, indexes] of rowsOf) {
    const key = indexes.join(',');
    const group = groups.get(key);
    if (group) {
      group.statuses.push(status);
      continue;
    }
    const routes = indexes.map((index) => rows[index]!).map(({ when, to }) => ({ ...(when !== undefined ? { when } : {}), to }));
    groups.set(key, { statuses: [status], routes, fallsThrough: routes.every((route) => route.when !== undefined) });
  }
  return { source, rows, groups: [...groups.values()], openPages: table.openPages ?? [] };
}

export function stateMachineOverview(machine: ClientStateMachine, source = 'flows/client-state-machine.json'): StateMachineOverview {
  return {
    source,
    initial: machine.initial,
    states: Object.entries(machine.states).map(([name, state]) => ({
      name,
      route: state.route,
      routes: (state.routes ?? []).map((route) => ({ when: ruleInWords(route.when), to: route.to })),
      final: state.final === true,
    })),
    events: Object.entries(machine.events).map(([name, event]) => ({ name, from: event.from ?? null, to: event.to })),
    triggers: machine.triggers.map((trigger, index) => ({
      order: index + 1,
      event: trigger.event,
      when: ruleInWords(trigger.when),
      ...(trigger.note ? { note: trigger.note } : {}),
    })),
  };
}

export const matcherWords = (matcher: Matcher): string =>
  matcher.equals !== undefined
    ? `is ${matcher.equals}`
    : matcher.prefix !== undefined
      ? `starts with ${matcher.prefix}`
      : `contains ${matcher.contains ?? ''}`;

export function pollingOverview(policy: PollingPolicy, source = 'flows/polling-policy.json'): PollingOverview {
  const { waiting, waitingOnPeople, other } = policy;
  return {
    source,
    terminal: policy.terminal,
    waiting: {
      match: waiting.match.map(matcherWords),
      // A wait follows each fetch but the last: fetch n is followed by waitingDelay(n).
      delaysMs: Array.from({ length: waiting.maxTries - 1 }, (_, i) => waitingDelay(policy, i + 1)),
      maxTries: waiting.maxTries,
      afterMaxTries: waiting.afterMaxTries,
      keepAfterMaxTries: waiting.keepAfterMaxTries.map(matcherWords),
    },
    waitingOnPeople: { match: waitingOnPeople.match.map(matcherWords), delayMs: waitingOnPeople.delayMs },
    other: { delayMs: other.delayMs, maxTries: other.maxTries },
    pagesThatWait: policy.pagesThatWait,
  };
}

/** A page of the application as the overviews show it: '' is the application's home. */
export const pageName = (page: string) => (page === '' ? 'application home' : page);

/** Milliseconds as a reader counts them: 1000 → '1 s', 1500 → '1.5 s', 250 → '250 ms'. */
export const durationWords = (ms: number) => (ms >= 1000 ? `${Number((ms / 1000).toFixed(2))} s` : `${ms} ms`);

/** The waits of a back-off, shortened where they stop growing: '1 s, 2 s, 4 s, then 5 s each'. */
export function delayScheduleWords(delaysMs: number[]): string {
  if (delaysMs.length === 0) return 'none';
  const last = delaysMs.at(-1)!;
  let steady = delaysMs.length - 1;
  while (steady > 0 && delaysMs[steady - 1] === last) steady -= 1;
  const rising = delaysMs.slice(0, steady).map(durationWords);
  if (rising.length === 0) return delaysMs.length === 1 ? durationWords(last) : `${durationWords(last)} each`;
  return `${rising.join(', ')}, then ${durationWords(last)}${delaysMs.length - steady > 1 ? ' each' : ''}`;
}
