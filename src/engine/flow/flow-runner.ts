// Runs a registration flow over a draft, the way GOV.UK Forms' journey does: the draft is replayed
// through the flow's guards and rules to find which steps apply, which are complete, and the
// first that is not. A step may be visited only when every applicable step before it is complete.
import { evaluateRule, isTruthy, variablePaths, type Rule } from '../json-logic/json-logic';
import type { Exit, Message, RegistrationFlow, Rule as FieldRule, Step } from '../types/registration-flow';

export type Draft = Record<string, unknown>;

/** What guards and rules read. While a step is open, draft already holds what the person has typed. */
export interface FlowContext {
  draft: Draft;
  lender: unknown;
  flags: Record<string, unknown>;
  query: Record<string, string>;
  /** The referring loan officer's licensing from the lead portal, when a referrer is known. */
  loanOfficer?: { enforceLicensedStatesForReferral?: boolean; licensedStates?: string[] };
}

/** Whether a step's data satisfies its JSON Schema (ajv in Node, precompiled validators in the browser). */
export type SchemaCheck = (step: Step, data: Draft) => boolean;

export interface ResolvedMessage {
  key: string;
  values?: Record<string, unknown>;
}

export interface FieldError {
  /** Dotted path of the field (propertyAddress.state). */
  field: string;
  message: ResolvedMessage;
}

export interface Journey {
  /** Steps whose guard holds, in order. */
  steps: Step[];
  /** Ids of applicable steps that are complete. */
  complete: ReadonlySet<string>;
  /** The first applicable step that is not complete; null when the journey is done. */
  current: Step | null;
}

const holds = (rule: unknown, context: FlowContext): boolean => isTruthy(evaluateRule(rule as Rule, context));

/** The draft fields a step collects: its schema's top-level properties. */
export function stepFields(step: Step): string[] {
  return Object.keys((step.schema as { properties?: Record<string, unknown> }).properties ?? {});
}

export function stepData(step: Step, draft: Draft): Draft {
  return Object.fromEntries(stepFields(step).flatMap((field) => (field in draft ? [[field, draft[field]]] : [])));
}

/** The draft with a step's answers in place of what it held for that step's fields. */
export function withStepData(step: Step, draft: Draft, data: Draft): Draft {
  const next = { ...draft };
  for (const field of stepFields(step)) {
    if (data[field] === undefined) delete next[field];
    else next[field] = data[field];
  }
  return next;
}

/** Removes fields the flow says no longer apply (the home address once occupancy is primary). */
export function applyClears(flow: RegistrationFlow, context: FlowContext): Draft {
  const draft = { ...context.draft };
  for (const clear of flow.clears ?? []) {
    if (clear.field in draft && holds(clear.when, { ...context, draft })) delete draft[clear.field];
  }
  return draft;
}

export function resolveMessage(message: Message, context: FlowContext): ResolvedMessage {
  if (typeof message === 'string') return { key: message };
  const values = Object.fromEntries(Object.entries(message.values ?? {}).map(([name, rule]) => [name, evaluateRule(rule, context)]));
  return { key: message.key, values };
}

/** The step's rules that fail, in the flow's order. */
export function ruleErrors(step: Step, context: FlowContext): FieldError[] {
  return (step.rules ?? [])
    .filter((rule: FieldRule) => holds(rule.invalidWhen, context))
    .map((rule) => ({ field: rule.field, message: resolveMessage(rule.message, context) }));
}

export interface ActiveNotice {
  message: ResolvedMessage;
  tone: 'info' | 'warning' | 'error';
  blocksSubmit: boolean;
}

export function activeNotices(step: Step, context: FlowContext): ActiveNotice[] {
  return (step.notices ?? [])
    .filter((notice) => holds(notice.when, context))
    .map((notice) => ({
      message: resolveMessage(notice.message, context),
      tone: notice.tone ?? 'info',
      blocksSubmit: notice.blocksSubmit ?? false,
    }));
}

/** The step's wording after the first variant whose rule holds. */
export function stepWording(step: Step, context: FlowContext): { title: string; intro?: string; submit: string } {
  const variant = (step.variants ?? []).find((v) => holds(v.when, context));
  const intro = variant?.intro ?? step.intro;
  return { title: variant?.title ?? step.title, submit: variant?.submit ?? step.submit, ...(intro ? { intro } : {}) };
}

export function isApplicable(step: Step, context: FlowContext): boolean {
  return step.guard === undefined || holds(step.guard, context);
}

export function isStepComplete(step: Step, context: FlowContext, schemaCheck: SchemaCheck): boolean {
  return (
    schemaCheck(step, stepData(step, context.draft)) &&
    ruleErrors(step, context).length === 0 &&
    !activeNotices(step, context).some((n) => n.blocksSubmit)
  );
}

export function runJourney(flow: RegistrationFlow, context: FlowContext, schemaCheck: SchemaCheck): Journey {
  const settled = { ...context, draft: applyClears(flow, context) };
  const steps = flow.steps.filter((step) => isApplicable(step, settled));
  const complete = new Set(steps.filter((step) => isStepComplete(step, settled, schemaCheck)).map((s) => s.id));
  return { steps, complete, current: steps.find((step) => !complete.has(step.id)) ?? null };
}

/** A step may be shown when it applies and no applicable step before it is incomplete. */
export function canVisit(journey: Journey, stepId: string): boolean {
  const index = journey.steps.findIndex((s) => s.id === stepId);
  if (index === -1) return false;
  return journey.steps.slice(0, index).every((s) => journey.complete.has(s.id));
}

export function stepByPath(flow: RegistrationFlow, path: string): Step | undefined {
  return flow.steps.find((s) => s.path === path);
}

export function nextStep(journey: Journey, stepId: string): Step | null {
  const index = journey.steps.findIndex((s) => s.id === stepId);
  return index === -1 ? null : (journey.steps[index + 1] ?? null);
}

export function previousStep(journey: Journey, stepId: string): Step | null {
  const index = journey.steps.findIndex((s) => s.id === stepId);
  return index <= 0 ? null : journey.steps[index - 1]!;
}

/**
 * Where the person is, for 'Step 3 of 8'. The total only when no answer still to give can add or
 * drop a step (GOV.UK's question pages: include the total only if you can do so reliably), so it
 * never changes under the reader: while a step's guard reads a field asked on this step or a later
 * one (the home address, asked unless the property is the home), there is none. Answers given on
 * earlier steps, the lender, flags and query are settled.
 */
export function stepPosition(flow: RegistrationFlow, journey: Journey, stepId: string): { current: number; total: number | null } {
  const here = Math.max(
    0,
    flow.steps.findIndex((s) => s.id === stepId),
  );
  const open = new Set(flow.steps.slice(here).flatMap(stepFields));
  const readsOpenAnswer = (guard: unknown) =>
    variablePaths(guard).some((path) => {
      const [root, field] = path.split('.');
      return root === 'draft' && field !== undefined && open.has(field);
    });
  const settled = !flow.steps.some((step) => step.guard !== undefined && readsOpenAnswer(step.guard));
  return { current: journey.steps.findIndex((s) => s.id === stepId) + 1, total: settled ? journey.steps.length : null };
}

/** The first exit after this step whose rule holds: a modal or another page instead of the next step. */
export function exitAfter(flow: RegistrationFlow, stepId: string, context: FlowContext): Exit | null {
  return flow.exits.find((exit) => exit.after === stepId && holds(exit.when, context)) ?? null;
}
