import { isRecord, valueAtPointer } from './json-pointer';
import { normalizeSchemaId } from './schema-registry';

/** Schema documents by `$id`, as the schema registry holds them. */
export type SchemaDocuments = ReadonlyMap<string, unknown>;

interface Located {
  node: unknown;
  base: string;
}

const COMBINATORS = ['allOf', 'anyOf', 'oneOf', 'then', 'else'] as const;
const STRUCTURE_KEYWORDS = [
  '$ref',
  'allOf',
  'anyOf',
  'oneOf',
  'properties',
  'patternProperties',
  'additionalProperties',
  'items',
  'prefixItems',
  'enum',
  'const',
];
// Cyclic $refs end the walk without a verdict against the path.
const MAX_DEPTH = 64;

function resolveRef(documents: SchemaDocuments, ref: string, base: string): Located | undefined {
  const url = new URL(ref, base);
  const documentId = normalizeSchemaId(url.href.split('#')[0]!);
  const document = documents.get(documentId);
  if (document === undefined) return undefined;
  const fragment = decodeURIComponent(url.hash.slice(1));
  return { node: fragment === '' ? document : valueAtPointer(document, fragment), base: documentId };
}

/**
 * The schemas whose properties also count. A `then` or `else` only narrows what its parent allows
 * (`{ "required": [...] }` when a feature is on): one that says nothing of properties adds no path.
 */
const subschemas = (node: Record<string, unknown>): unknown[] =>
  COMBINATORS.flatMap((key) => (Array.isArray(node[key]) ? node[key] : node[key] === undefined ? [] : [node[key]])).filter(
    (sub) => !(isRecord(sub) && isOpenObject(sub) && (sub === node.then || sub === node.else)),
  );

/** An object schema that says nothing about its properties accepts any child. */
function isOpenObject(node: Record<string, unknown>): boolean {
  const types = Array.isArray(node.type) ? node.type : [node.type];
  return STRUCTURE_KEYWORDS.every((key) => node[key] === undefined) && (node.type === undefined || types.includes('object'));
}

function childSchema(node: Record<string, unknown>, segment: string): unknown {
  if (isRecord(node.properties) && Object.hasOwn(node.properties, segment)) return node.properties[segment];
  if (isRecord(node.patternProperties)) {
    const match = Object.entries(node.patternProperties).find(([pattern]) => new RegExp(pattern, 'u').test(segment));
    if (match) return match[1];
  }
  if (node.additionalProperties !== undefined && node.additionalProperties !== false) return node.additionalProperties;
  if (/^\d+$/.test(segment)) {
    const prefix = Array.isArray(node.prefixItems) ? node.prefixItems[Number(segment)] : undefined;
    return prefix ?? node.items;
  }
  return undefined;
}

function accepts(documents: SchemaDocuments, located: Located, segments: readonly string[], depth: number): boolean {
  const { node } = located;
  if (segments.length === 0 || node === true || depth > MAX_DEPTH) return true;
  if (!isRecord(node)) return false;
  const base = typeof node.$id === 'string' ? new URL(node.$id, located.base).href : located.base;
  if (typeof node.$ref === 'string') {
    const target = resolveRef(documents, node.$ref, base);
    // An unresolvable $ref is Ajv's to report when it compiles the schema.
    if (!target || accepts(documents, target, segments, depth + 1)) return true;
  }
  if (subschemas(node).some((sub) => accepts(documents, { node: sub, base }, segments, depth + 1))) return true;
  const child = childSchema(node, segments[0]!);
  if (child !== undefined) return accepts(documents, { node: child, base }, segments.slice(1), depth + 1);
  return isOpenObject(node);
}

/** Whether data valid against the schema `schemaId` can have something at `segments` (a dotted variable path, split). */
export function schemaHasPath(documents: SchemaDocuments, schemaId: string, segments: readonly string[]): boolean {
  const id = normalizeSchemaId(schemaId);
  const document = documents.get(id);
  return document !== undefined && accepts(documents, { node: document, base: id }, segments, 0);
}
