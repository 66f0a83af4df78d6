declare module 'virtual:flow-validators' {
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8/lib/types.js';
  /** Flow id → step id → the step's precompiled validator functions (src/build/flow-validators.ts). */
  const validators: Record<string, Record<string, ValidatorFunctions>>;
  export default validators;
}
