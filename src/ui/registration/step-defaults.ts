// A step's first answers, as the step form fills them in from the schema's defaults.
import { getDefaultFormState, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import { stepData, type Draft } from '@/engine/flow/flow-runner';
import type { Step } from '@/engine/types/registration-flow';

/** How step forms fill in defaults: a consent's schema says it must be true, yet it never starts out ticked. */
export const DEFAULT_FORM_STATE = { constAsDefaults: 'never' } as const;

/**
 * The step's answers in the draft with the schema's defaults filled in, exactly as the form fills
 * them. A form handed anything else reports the difference while it is first drawn, and the step is
 * drawn twice, the second time in one urgent block.
 */
export function initialStepData(validator: ValidatorType, step: Step, draft: Draft): Draft {
  return getDefaultFormState(validator, step.schema as RJSFSchema, stepData(step, draft), undefined, false, DEFAULT_FORM_STATE) as Draft;
}
