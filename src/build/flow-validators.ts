// Precompiles every flow step's JSON Schema into standalone validation code at build time, so the
// browser validates forms without compiling schemas (no `new Function`, which the CSP forbids).
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { CONFIG_ROOT, loadConfigTree } from './load-config.ts';

interface FlowFile {
  id: string;
  steps: Array<{ id: string; schema: Record<string, unknown> }>;
}

const isFlowWithSteps = (data: unknown): data is FlowFile =>
  typeof data === 'object' && data !== null && typeof (data as FlowFile).id === 'string' && Array.isArray((data as FlowFile).steps);

/** ajv's one run-time helper the generated code needs: string length in code points. */
const RUNTIME = `const ucs2length = (value) => { let n = 0; for (const _ of value) n++; return n; };
const requireRuntime = (id) => {
  if (id === 'ajv/dist/runtime/ucs2length') return { default: ucs2length };
  throw new Error('Unexpected run-time dependency of a precompiled validator: ' + id);
};`;

/**
 * An ES module whose default export maps flow id → step id → the step's precompiled validator
 * functions, as @rjsf/validator-ajv8's createPrecompiledValidator expects them.
 */
export async function flowValidatorsModule(root: string = CONFIG_ROOT): Promise<string> {
  const tree = await loadConfigTree(root);
  const flows = tree.flows.map((file) => file.data).filter(isFlowWithSteps);
  const parts = flows.flatMap((flow) =>
    flow.steps.map((step) => {
      // ajv's standalone output is CommonJS; each step gets its own scope for `exports` and `require`.
      const code = compileSchemaValidatorsCode(step.schema, { ajvOptionsOverrides: { code: { lines: false } } });
      return `validators[${JSON.stringify(flow.id)}][${JSON.stringify(step.id)}] = (() => { const exports = {}; const require = requireRuntime;\n${code}\nreturn exports; })();`;
    }),
  );
  const init = flows.map((flow) => `validators[${JSON.stringify(flow.id)}] = {};`).join('\n');
  return `${RUNTIME}\nconst validators = {};\n${init}\n${parts.join('\n')}\nexport default validators;\n`;
}
