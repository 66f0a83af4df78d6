/** Builds an RFC 6901 JSON Pointer from path segments. */
export function toPointer(segments: ReadonlyArray<string | number>): string {
  return segments.map((segment) => `/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

export function pointerSegments(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value at a pointer, or undefined when the pointer does not resolve. */
export function valueAtPointer(document: unknown, pointer: string): unknown {
  let node = document;
  for (const segment of pointerSegments(pointer)) {
    if (Array.isArray(node)) node = node[Number(segment)];
    else if (isRecord(node) && Object.hasOwn(node, segment)) node = node[segment];
    else return undefined;
  }
  return node;
}
