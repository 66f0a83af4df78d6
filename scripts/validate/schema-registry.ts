import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Ajv2020 from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { configError, type ConfigError } from './config-error';
import { isRecord } from './json-pointer';
import { parseError } from './parse-error';
import { jsonLogicKeyword, type JsonLogicKeyword } from './json-logic-keyword';

/** Every schema in schemas/, loaded into one Ajv so cross-file `$ref`s resolve. */
export interface SchemaRegistry {
  /** schema file (e.g. `schemas/lender.schema.json`) → its `$id` */
  idByFile: Map<string, string>;
  /** `$id` → schema document, for walking variable paths without compiling. */
  documents: Map<string, unknown>;
  /** Problems with the schemas themselves (unparseable, invalid, not compiling). */
  errors: ConfigError[];
  rules: JsonLogicKeyword;
  /** The compiled validator for a schema file; undefined when it is unknown or does not compile (see errors). */
  validatorFor(schemaFile: string): ValidateFunction | undefined;
}

export const SCHEMAS_DIR = 'schemas';

async function schemaFiles(root: string): Promise<string[]> {
  const names = await readdir(path.join(root, SCHEMAS_DIR)).catch(() => [] as string[]);
  return names
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => `${SCHEMAS_DIR}/${name}`);
}

function createAjv(rules: JsonLogicKeyword): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, verbose: true });
  addFormats(ajv);
  ajv.addKeyword(rules.definition);
  return ajv;
}

/** Ids are compared without a trailing empty fragment, as Ajv and URL resolution produce both forms. */
export const normalizeSchemaId = (id: string): string => id.replace(/#$/, '');

export async function loadSchemaRegistry(root: string): Promise<SchemaRegistry> {
  const rules = jsonLogicKeyword();
  const ajv = createAjv(rules);
  const idByFile = new Map<string, string>();
  const documents = new Map<string, unknown>();
  const errors: ConfigError[] = [];

  for (const file of await schemaFiles(root)) {
    const text = await readFile(path.join(root, file), 'utf8');
    let schema: unknown;
    try {
      schema = JSON.parse(text);
    } catch (error) {
      errors.push(parseError({ file, text, data: undefined, parseError: (error as Error).message }));
      continue;
    }
    if (!isRecord(schema)) {
      errors.push(configError(file, '', 'a schema must be an object'));
      continue;
    }
    const id = normalizeSchemaId(typeof schema.$id === 'string' ? schema.$id : pathToFileURL(path.join(root, file)).href);
    try {
      ajv.addSchema(schema, typeof schema.$id === 'string' ? undefined : id);
      idByFile.set(file, id);
      documents.set(id, schema);
    } catch (error) {
      errors.push(configError(file, '', `invalid schema: ${(error as Error).message}`));
    }
  }

  const compiled = new Map<string, ValidateFunction | undefined>();
  const validatorFor = (schemaFile: string): ValidateFunction | undefined => {
    if (compiled.has(schemaFile)) return compiled.get(schemaFile);
    const id = idByFile.get(schemaFile);
    let validate: ValidateFunction | undefined;
    try {
      validate = id === undefined ? undefined : ajv.getSchema(id);
    } catch (error) {
      errors.push(configError(schemaFile, '', `schema does not compile: ${(error as Error).message}`));
    }
    compiled.set(schemaFile, validate);
    return validate;
  };

  return { idByFile, documents, errors, rules, validatorFor };
}
