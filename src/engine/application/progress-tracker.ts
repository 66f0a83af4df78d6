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

type PageStage = ProgressTracker['pages'][number];

/** `page` is relative to the area's root ('' its home); a fragment matches its page and the pages below. */
const matchesFragment = (page: string, fragment: string) => `/${page}/`.startsWith(`${fragment}/`);
const stageOfPage = (pages: readonly PageStage[], page: string) => pages.find((entry) => matchesFragment(page, entry.fragment))?.stage;

/**
 * The stage for a page, else for the status; null when neither is listed. `statusFirst` turns the
 * order round: while a waiting panel stands in for the page, the page is only where the state
 * machine parked the borrower, and the status says how far they have come.
 */
export function stageFor(tracker: ProgressTracker, page: string, status: string | undefined, statusFirst = false): string | null {
  const byPage = () => stageOfPage(tracker.pages, page);
  const byStatus = () => (status === undefined ? undefined : tracker.statuses.find((entry) => entry.statuses.includes(status))?.stage);
  return (statusFirst ? (byStatus() ?? byPage()) : (byPage() ?? byStatus())) ?? null;
}

const labelOf = (step: Step, context: object) =>
  step.labelWhen?.find((alternative) => isTruthy(evaluateRule(alternative.when, context)))?.label ?? step.label;

function viewOf(tracker: ProgressTracker, steps: readonly Step[], stage: string, context: object): TrackerView {
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

/**
 * The tracker for a page of the application area: every step with its label and whether it is
 * done, current or to come. Null when the page and status belong to no stage (an ended or unknown
 * application). `waiting`: a waiting panel stands in for the page (see stageFor).
 */
export function progressTracker(tracker: ProgressTracker, page: string, context: ApplicationContext, waiting = false): TrackerView | null {
  const stage = stageFor(tracker, page, context.status.checklistStatus, waiting);
  return stage === null ? null : viewOf(tracker, tracker.steps, stage, context);
}

/**
 * The spec's two-step notary-only tracker, shown in the additional signer area: `page` is relative
 * to /heloc-signer/. Null on pages outside its steps (document requests, login).
 */
export function notaryOnlyTracker(tracker: ProgressTracker, page: string): TrackerView | null {
  const stage = stageOfPage(tracker.notaryOnly.pages, page);
  return stage === undefined ? null : viewOf(tracker, tracker.notaryOnly.steps, stage, {});
}
