declare module 'virtual:flow-validators' {
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8/lib/types.js';
  /** Flow id → step id → the step's precompiled validator functions (src/build/flow-validators.ts). */
  const validators: Record<string, Record<string, ValidatorFunctions>>;
  export default validators;
}

interface ImportMetaEnv {
  /** 'on' where the build carries the preview area (vite.config.ts, src/build/preview-area.ts). */
  readonly PREVIEW_AREA?: 'on' | 'off';
}
