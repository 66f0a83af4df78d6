import type { ErrorObject } from 'ajv';
import { configError, type ConfigError } from './config-error';
import { toPointer } from './json-pointer';

const MAX_LISTED_VALUES = 8;

function listValues(values: readonly unknown[]): string {
  const shown = values
    .slice(0, MAX_LISTED_VALUES)
    .map((v) => JSON.stringify(v))
    .join(', ');
  return values.length > MAX_LISTED_VALUES ? `${shown}, …` : shown;
}

function describe(error: ErrorObject): { pointer: string; message: string } {
  const { instancePath, keyword, params, message = 'is invalid' } = error;
  switch (keyword) {
    case 'additionalProperties':
      // Pointing at the extra property itself puts the line number on it, not on its parent.
      return {
        pointer: `${instancePath}${toPointer([params.additionalProperty as string])}`,
        message: 'property is not allowed here (not in the schema)',
      };
    case 'enum':
      return { pointer: instancePath, message: `must be one of ${listValues(params.allowedValues as unknown[])}` };
    case 'const':
      return { pointer: instancePath, message: `must be ${JSON.stringify(params.allowedValue)}` };
    case 'required': {
      // What needs the property: its own description (a disclosure names itself there), or that of
      // the conditional requiring it (a feature's 'then').
      const parent = error.parentSchema as { description?: unknown; properties?: Record<string, { description?: unknown }> } | undefined;
      const description = parent?.properties?.[params.missingProperty as string]?.description ?? parent?.description;
      const need = typeof description === 'string' ? ` (${description})` : '';
      return { pointer: instancePath, message: `${message}${need}` };
    }
    default:
      return { pointer: instancePath, message };
  }
}

/** Keywords whose failure only repeats what the failing sub-schema already reported. */
const SUMMARY_KEYWORDS = new Set(['if']);

const BRANCH_KEYWORDS = new Set(['oneOf', 'anyOf']);

const isAtOrBelow = (pointer: string, parent: string): boolean => pointer === parent || pointer.startsWith(`${parent}/`);

const isBranchOf = (error: ErrorObject, branch: ErrorObject): boolean =>
  error !== branch && isAtOrBelow(error.instancePath, branch.instancePath) && error.schemaPath.startsWith(`${branch.schemaPath}/`);

/**
 * A value that fails every branch of a oneOf gets one error per branch. The branches whose type it
 * does not even have say nothing useful; what is left says why the closest branch failed, or, when
 * only types are left, which types would do.
 */
function collapseBranches(errors: readonly ErrorObject[]): ErrorObject[] {
  const dropped = new Set<ErrorObject>();
  const replaced = new Map<ErrorObject, ErrorObject>();
  for (const branch of errors.filter((e) => BRANCH_KEYWORDS.has(e.keyword))) {
    const inside = errors.filter((e) => isBranchOf(e, branch));
    const typeErrors = inside.filter((e) => e.keyword === 'type' && e.instancePath === branch.instancePath);
    typeErrors.forEach((e) => dropped.add(e));
    if (inside.length > typeErrors.length) dropped.add(branch);
    else if (typeErrors.length > 0) {
      const types = typeErrors.flatMap((e) => [e.params.type as string | string[]].flat());
      replaced.set(branch, { ...branch, keyword: 'type', message: `must be ${[...new Set(types)].join(' or ')}` });
    }
  }
  return errors.filter((e) => !dropped.has(e)).map((e) => replaced.get(e) ?? e);
}

export function ajvConfigErrors(file: string, errors: readonly ErrorObject[] | null | undefined): ConfigError[] {
  return collapseBranches(errors ?? [])
    .filter((error) => !SUMMARY_KEYWORDS.has(error.keyword))
    .map((error) => {
      const { pointer, message } = describe(error);
      return configError(file, pointer, message);
    });
}
