import { evaluateRule, unknownOperators, unsafeVariables, variablePaths } from '../../src/engine/json-logic/json-logic';
import type { LenderDocument } from './config-documents';
import { configError, type ConfigError } from './config-error';
import { LENDER_KEYS_NOT_AT_RUN_TIME, RULE_CONTEXTS, sampleContext } from './rule-contexts';
import type { RuleSite } from './schema-checks';
import { schemaHasPath } from './schema-path';
import { SCHEMAS_DIR, type SchemaRegistry } from './schema-registry';

/** The schema a variable root is checked against: lender.schema.json, or an optional context-<root>.schema.json. */
const contextSchemaFile = (root: string): string =>
  root === 'lender' ? `${SCHEMAS_DIR}/lender.schema.json` : `${SCHEMAS_DIR}/context-${root}.schema.json`;

function operatorErrors(site: RuleSite): ConfigError[] {
  return unknownOperators(site.rule).map((op) =>
    configError(site.file, site.pointer, `operator '${op}' is not allowed (see ALLOWED_OPERATORS in src/engine/json-logic/json-logic.ts)`),
  );
}

/** Computed names and paths through a prototype, each at the operation that reads it. */
function unsafeVariableErrors(site: RuleSite): ConfigError[] {
  return unsafeVariables(site.rule).map((problem) => configError(site.file, `${site.pointer}${problem.pointer}`, problem.message));
}

function variableError(site: RuleSite, variable: string, registry: SchemaRegistry): ConfigError | undefined {
  const [root = '', ...rest] = variable.split('.');
  const roots: readonly string[] = RULE_CONTEXTS[site.context];
  if (!roots.includes(root)) {
    return configError(
      site.file,
      site.pointer,
      `variable '${variable}' is not available to ${site.context} rules (roots: ${roots.join(', ')})`,
    );
  }
  if (root === 'lender' && LENDER_KEYS_NOT_AT_RUN_TIME.has(rest[0] ?? '')) {
    return configError(site.file, site.pointer, `variable '${variable}' is not part of the lender at run time`);
  }
  const schemaFile = contextSchemaFile(root);
  const schemaId = registry.idByFile.get(schemaFile);
  // Roots without a context schema (draft, query, …) are free-form until one is written.
  if (schemaId === undefined || schemaHasPath(registry.documents, schemaId, rest)) return undefined;
  return configError(site.file, site.pointer, `variable '${variable}' is not in ${schemaFile}`);
}

function variableErrors(site: RuleSite, registry: SchemaRegistry): ConfigError[] {
  return variablePaths(site.rule).flatMap((variable) => variableError(site, variable, registry) ?? []);
}

/** Runs the rule against an empty context with each lender's real config, so a rule that throws fails here, not in front of a borrower. */
function dryRunErrors(site: RuleSite, lenders: readonly LenderDocument[]): ConfigError[] {
  const failures = new Map<string, string[]>();
  for (const lender of lenders) {
    try {
      evaluateRule(site.rule, sampleContext(site.context, lender));
    } catch (error) {
      const message = (error as Error).message;
      failures.set(message, [...(failures.get(message) ?? []), lender.folder]);
    }
  }
  return [...failures].map(([message, folders]) =>
    configError(
      site.file,
      site.pointer,
      `rule throws on a dry run for ${folders.length === 1 ? 'lender' : 'lenders'} ${folders.join(', ')}: ${message}`,
    ),
  );
}

function uniqueSites(sites: readonly RuleSite[]): RuleSite[] {
  return [...new Map(sites.map((site) => [`${site.file}\0${site.pointer}`, site])).values()];
}

/** Checks every JSON-Logic rule the schemas mark: allowed operators, known and safe variables, and a dry run per lender. */
export function ruleChecks(sites: readonly RuleSite[], lenders: readonly LenderDocument[], registry: SchemaRegistry): ConfigError[] {
  return uniqueSites(sites).flatMap((site) => {
    const refused = [...operatorErrors(site), ...unsafeVariableErrors(site)];
    const variables = variableErrors(site, registry);
    // The engine refuses to run a rule with an unknown operator or an unsafe variable; its dry run would only repeat that.
    return [...refused, ...variables, ...(refused.length > 0 ? [] : dryRunErrors(site, lenders))];
  });
}
