import validators from 'virtual:flow-validators';
// The deep import keeps ajv itself (and its schema compiler) out of the browser bundle.
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import type { SchemaCheck } from '@/engine/flow/flow-runner';
import type { Step } from '@/engine/types/registration-flow';

const cache = new Map<string, ValidatorType>();

/** The rjsf validator of a flow step, from the validators precompiled at build time. */
export function stepValidator(flowId: string, step: Step): ValidatorType {
  const key = `${flowId}/${step.id}`;
  let validator = cache.get(key);
  if (!validator) {
    const functions = validators[flowId]?.[step.id];
    if (!functions) throw new Error(`No precompiled validator for ${key}: restart the dev server or rebuild`);
    validator = createPrecompiledValidator(functions, step.schema as RJSFSchema);
    cache.set(key, validator);
  }
  return validator;
}

export const schemaCheckFor =
  (flowId: string): SchemaCheck =>
  (step, data) =>
    stepValidator(flowId, step).isValid(step.schema as RJSFSchema, data, step.schema as RJSFSchema);
