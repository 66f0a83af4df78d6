import path from 'node:path';
import type { ConfigFile, ConfigTree } from '../../src/build/load-config';
import { ajvConfigErrors } from './ajv-errors';
import { configError, type ConfigError } from './config-error';
import type { FoundRule } from './json-logic-keyword';
import { isRecord } from './json-pointer';
import { SCHEMAS_DIR, type SchemaRegistry } from './schema-registry';
import { parseError } from './parse-error';

/** A JSON-Logic rule and the file it sits in. */
export interface RuleSite extends FoundRule {
  file: string;
}

export interface SchemaCheckResult {
  errors: ConfigError[];
  rules: RuleSite[];
}

const LENDER_SCHEMA = `${SCHEMAS_DIR}/lender.schema.json`;
const THEME_SCHEMA = `${SCHEMAS_DIR}/theme.schema.json`;
const COPY_SCHEMA = `${SCHEMAS_DIR}/copy.schema.json`;
const TRANSLATION_SOURCES_SCHEMA = `${SCHEMAS_DIR}/translation-sources.schema.json`;
const COPY_APPROVALS_SCHEMA = `${SCHEMAS_DIR}/copy-approvals.schema.json`;

/** Every config file says which schema and which version of its format it follows. */
function fileMetaErrors(file: ConfigFile): ConfigError[] {
  if (!isRecord(file.data)) return [configError(file.file, '', 'must be object')];
  return ['$schema', 'schemaVersion']
    .filter((key) => !Object.hasOwn(file.data as object, key))
    .map((key) => configError(file.file, '', `must have required property '${key}'`));
}

/** A flow names its schema in `$schema`, relative to the flow file. */
function flowSchemaFile(file: ConfigFile, registry: SchemaRegistry): string | ConfigError {
  const declared = isRecord(file.data) ? file.data.$schema : undefined;
  if (typeof declared !== 'string') return configError(file.file, '', "must have required property '$schema' naming a schema in schemas/");
  const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file.file), declared));
  if (registry.idByFile.has(resolved)) return resolved;
  const byId = [...registry.idByFile].find(([, id]) => id === declared.replace(/#$/, ''));
  return byId ? byId[0] : configError(file.file, '/$schema', `schema '${declared}' not found (resolved to ${resolved})`);
}

function validateFile(file: ConfigFile, schemaFile: string, registry: SchemaRegistry): SchemaCheckResult {
  const validate = registry.validatorFor(schemaFile);
  if (!validate)
    return { errors: [configError(file.file, '/$schema', `cannot be checked: ${schemaFile} is missing or does not compile`)], rules: [] };
  const { rules } = registry.rules.collectRules(() => validate(file.data));
  return {
    errors: [...fileMetaErrors(file), ...ajvConfigErrors(file.file, validate.errors)],
    rules: rules.map((rule) => ({ ...rule, file: file.file })),
  };
}

function checkFiles(
  files: readonly ConfigFile[],
  schemaOf: (file: ConfigFile) => string | ConfigError,
  registry: SchemaRegistry,
): SchemaCheckResult {
  const result: SchemaCheckResult = { errors: [], rules: [] };
  for (const file of files) {
    if (file.parseError !== undefined) {
      result.errors.push(parseError(file));
      continue;
    }
    const schemaFile = schemaOf(file);
    if (typeof schemaFile !== 'string') {
      result.errors.push(...fileMetaErrors(file), schemaFile);
      continue;
    }
    const checked = validateFile(file, schemaFile, registry);
    result.errors.push(...checked.errors);
    result.rules.push(...checked.rules);
  }
  return result;
}

/** Validates every config file against its schema and collects the JSON-Logic rules the schemas mark. */
export function schemaChecks(tree: ConfigTree, registry: SchemaRegistry): SchemaCheckResult {
  const results = [
    checkFiles(tree.lenders, () => LENDER_SCHEMA, registry),
    checkFiles(tree.themes, () => THEME_SCHEMA, registry),
    checkFiles([...tree.copy, ...tree.lenderCopy, ...tree.staffCopy], () => COPY_SCHEMA, registry),
    checkFiles(tree.translationSources, () => TRANSLATION_SOURCES_SCHEMA, registry),
    checkFiles(tree.approvals, () => COPY_APPROVALS_SCHEMA, registry),
    checkFiles(tree.flows, (file) => flowSchemaFile(file, registry), registry),
  ];
  return { errors: results.flatMap((r) => r.errors), rules: results.flatMap((r) => r.rules) };
}
