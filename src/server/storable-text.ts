// PostgreSQL refuses NUL in text and lone UTF-16 surrogates in jsonb, so text holding them passed
// validation and then failed as a 500. They are refused up front instead, naming the field.
import type { FastifyRequest } from 'fastify';
import { HttpError } from './auth/authenticate';

/** With the u flag, \p{Cs} matches only a surrogate that is not half of a pair. */
const LONE_SURROGATE = /\p{Cs}/u;

const isUnstorable = (text: string): boolean => text.includes('\0') || LONE_SURROGATE.test(text);

const isRecord = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  // Parsed JSON and query strings only: a Buffer body is bytes, not text.
  return prototype === Object.prototype || prototype === null;
};

/** Where a value sits, kept as links to its parent so a deep walk never copies long names. */
interface FieldPath {
  parent: FieldPath | undefined;
  key: string | number;
}

function fieldName(path: FieldPath | undefined): string {
  let name = '';
  for (let at = path; at; at = at.parent) {
    const { key } = at;
    if (typeof key === 'number') name = `[${key}]${name}`;
    // Fastify names the path a wildcard route matched '*'.
    else if (!at.parent) name = `${key === '*' ? 'The address' : key}${name}`;
    else name = `.${key}${name}`;
  }
  return name;
}

/**
 * Names the first text in a parsed value (JSON body, query, route params, form fields) that cannot be
 * stored, as "profileRequest.name.lastName contains …"; undefined when all of it can. Keys count as
 * text. The walk keeps its own stack, since a 64 KiB body can nest deeper than the call stack.
 */
export function unstorableTextMessage(value: unknown): string | undefined {
  const stack: Array<[unknown, FieldPath | undefined]> = [[value, undefined]];
  while (stack.length > 0) {
    const [node, path] = stack.pop()!;
    if (typeof node === 'string') {
      if (isUnstorable(node)) return `${fieldName(path) || 'The request'} contains characters that are not allowed`;
    } else if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i -= 1) stack.push([node[i], { parent: path, key: i }]);
    } else if (isRecord(node)) {
      const entries = Object.entries(node);
      if (entries.some(([key]) => isUnstorable(key))) {
        return `A field name${path ? ` in ${fieldName(path)}` : ''} contains characters that are not allowed`;
      }
      for (let i = entries.length - 1; i >= 0; i -= 1) stack.push([entries[i]![1], { parent: path, key: entries[i]![0] }]);
    }
  }
  return undefined;
}

/** A preValidation hook for every route: route params, query string and body. */
export async function refuseUnstorableText(request: FastifyRequest): Promise<void> {
  // Fastify's query and params objects have a prototype of their own: spread them into plain ones.
  for (const part of [{ ...(request.params as object) }, { ...(request.query as object) }, request.body]) {
    const message = unstorableTextMessage(part);
    if (message) throw new HttpError(400, message);
  }
}
