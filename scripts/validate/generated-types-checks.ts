import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { configError, type ConfigError } from './config-error';

/** The same check as `gen-types --check`: generated types must match the schemas they come from. */
export async function generatedTypesChecks(root: string): Promise<ConfigError[]> {
  // Loaded on demand: json-schema-to-typescript takes a fifth of a second to import.
  const { generate, GENERATED_TYPES } = await import('../gen-types');
  const results = await Promise.all(
    GENERATED_TYPES.map(async ({ schema, out }) => {
      const [expected, current] = await Promise.all([generate(schema), readFile(path.join(root, out), 'utf8').catch(() => '')]);
      return current === expected ? [] : [configError(out, '', 'stale, run npm run gen:types')];
    }),
  );
  return results.flat();
}
