// The application progress tracker: which of the spec's stages the borrower is at, from the page
// (its path fragment) or else the checklist status, and each step's label. All of it is data in
// flows/progress-tracker.json; this only reads it.
import { evaluateRule, isTruthy } from '../json-logic/json-logic';
import type { ProgressTracker, Step } from '../types/progress-tracker';
import type { ApplicationContext } from './application-router';

export type StepState = 'done' | 'current' | 'upcoming';

export interface TrackerStep {
  stage: string;
  /** Copy key in the application namespace. */
  label: string;
  state: StepState;
}

export interface TrackerView {
  steps: TrackerStep[];
  /** Position of the current step (0-based); equals steps.length when every step is done. */
  current: number;
}

const holds = (rule: unknown, context: ApplicationContext) => isTruthy(evaluateRule(rule, context));

/** `page` is relative to /{uuid}/ ('' the home); a fragment matches its page and the pages below. */
const matchesFragment = (page: string, fragment: string) => `/${page}/`.startsWith(`${fragment}/`);

/** The stage for a page, else for the status; null when neither is listed. */
export function stageFor(tracker: ProgressTracker, page: string, status: string | undefined): string | null {
  const byPage = tracker.pages.find((entry) => matchesFragment(page, entry.fragment));
  if (byPage) return byPage.stage;
  const byStatus = status === undefined ? undefined : tracker.statuses.find((entry) => entry.statuses.includes(status));
  return byStatus?.stage ?? null;
}

const labelOf = (step: Step, context: ApplicationContext) =>
  step.labelWhen?.find((alternative) => holds(alternative.when, context))?.label ?? step.label;

/**
 * The tracker for a page: every step with its label and whether it is done, current or to come.
 * Null when the page and status belong to no stage (an ended or unknown application).
 */
export function progressTracker(tracker: ProgressTracker, page: string, context: ApplicationContext): TrackerView | null {
  const stage = stageFor(tracker, page, context.status.checklistStatus);
  if (stage === null) return null;
  const steps = tracker.notaryOnly && holds(tracker.notaryOnly.when, context) ? tracker.notaryOnly.steps : tracker.steps;
  const found = steps.findIndex((step) => step.stage === stage);
  // A stage the steps do not list is shown as done when it is the end, otherwise as the first step.
  const current = stage === tracker.completeStage ? steps.length : Math.max(0, found);
  return {
    current,
    steps: steps.map((step, index) => ({
      stage: step.stage,
      label: labelOf(step, context),
      state: index < current ? 'done' : index === current ? 'current' : 'upcoming',
    })),
  };
}
