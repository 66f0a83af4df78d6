import type { ConfigTree } from '../../src/build/load-config';
import { variablePaths } from '../../src/engine/json-logic/json-logic';
import { declaredOrgCodes, type LenderDocument } from './config-documents';
import { configError, type ConfigError } from './config-error';
import { isRecord } from './json-pointer';
import type { RuleSite } from './schema-checks';

const FLAGS_SCHEMA = '../schemas/feature-flags.schema.json';

/**
 * Flags named in rules exist in the flags file, and the file's overrides name known flags and
 * lenders: a mistyped flag would otherwise read as off for ever.
 */
export function flagChecks(tree: ConfigTree, rules: readonly RuleSite[], lenders: readonly LenderDocument[]): ConfigError[] {
  const file = tree.flows.find((f) => isRecord(f.data) && f.data.$schema === FLAGS_SCHEMA);
  if (!file || !isRecord(file.data) || !Array.isArray(file.data.flags)) return [];
  const known = new Set(file.data.flags.flatMap((flag) => (isRecord(flag) && typeof flag.key === 'string' ? [flag.key] : [])));
  const ruleErrors = rules.flatMap((site) =>
    variablePaths(site.rule)
      .filter((variable) => variable.startsWith('flags.'))
      .map((variable) => variable.slice('flags.'.length))
      .filter((key) => !known.has(key))
      .map((key) => configError(site.file, site.pointer, `flag '${key}' is not in ${file.file}`)),
  );
  const orgCodes = declaredOrgCodes(lenders);
  const overrides = Array.isArray(file.data.overrides) ? file.data.overrides : [];
  const overrideErrors = overrides.flatMap((override, index) => {
    if (!isRecord(override)) return [];
    return [
      ...(typeof override.key === 'string' && !known.has(override.key)
        ? [configError(file.file, `/overrides/${index}/key`, `flag '${override.key}' is not in this file`)]
        : []),
      ...(typeof override.organization === 'string' && !orgCodes.has(override.organization)
        ? [configError(file.file, `/overrides/${index}/organization`, `no lender has orgCode '${override.organization}'`)]
        : []),
    ];
  });
  return [...ruleErrors, ...overrideErrors];
}
