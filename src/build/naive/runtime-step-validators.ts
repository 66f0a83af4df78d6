// The naive build's step validators (vite.naive.config.ts swaps them in for
// src/ui/registration/step-validators.ts): ajv compiles every schema in the browser, as an app
// without precompiled validators would. Only `npm run bench` builds it, to show what that costs.
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import type { SchemaCheck } from '@/engine/flow/flow-runner';
import type { Step } from '@/engine/types/registration-flow';

export const stepValidator = (_flowId: string, _step: Step): ValidatorType => validator;

export const schemaCheckFor =
  (_flowId: string): SchemaCheck =>
  (step, data) =>
    validator.isValid(step.schema as RJSFSchema, data, step.schema as RJSFSchema);
