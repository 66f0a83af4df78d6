// The API's request and response schemas live in schemas/api/*.schema.json, one file per service,
// so the forms, the server and the OpenAPI document share one source of truth. Each file's $id is
// its name without the suffix ('identity'), and routes refer to its definitions by reference:
// { $ref: 'identity#/$defs/RegisterRequest' }.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from './config';

export interface ApiSchemaFile {
  $id: string;
  [key: string]: unknown;
}

const SUFFIX = '.schema.json';

export function loadApiSchemas(dir = path.join(PROJECT_ROOT, 'schemas', 'api')): ApiSchemaFile[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(SUFFIX))
    .sort()
    .map((name) => {
      const schema = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as ApiSchemaFile;
      const expected = name.slice(0, -SUFFIX.length);
      if (schema.$id !== expected) throw new Error(`schemas/api/${name}: $id must be '${expected}', not '${schema.$id}'`);
      return schema;
    });
}

/** A reference to a definition in one of the API schema files. */
export const ref = (file: string, definition: string) => ({ $ref: `${file}#/$defs/${definition}` });

/** The OpenAPI security of a route that needs `Authorization: Bearer <jwt>`. */
export const SECURE = [{ bearer: [] }];
/** The `{uuid}` path parameter of every application route. */
export const UUID_PARAMS = ref('application', 'UuidParams');
