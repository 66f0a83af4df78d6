// A JSON body can nest a level every few bytes, so 64 KiB nests thousands deep, and code that walks
// it recursively (schema validation, merging, PostgreSQL's jsonb) overflowed and answered 500. No
// form nests past a handful of levels: a body deeper than the limit is refused before any walk.
import type { FastifyRequest } from 'fastify';
import { HttpError } from './auth/authenticate';

/** Ten times the deepest body a route takes (about three levels), and far below what overflows. */
export const MAX_BODY_DEPTH = 32;

/** Parsed JSON's objects: a Buffer or stream body is bytes, not nesting. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** Whether `value` nests objects or arrays more than `limit` levels deep; `{}` is one level. */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  // Its own stack, not recursion, so the check cannot overflow on what it is there to refuse.
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    const children = Array.isArray(node) ? node : isPlainObject(node) ? Object.values(node) : undefined;
    if (!children) continue;
    if (depth + 1 > limit) return true;
    for (const child of children) stack.push([child, depth + 1]);
  }
  return false;
}

/** A preValidation hook for every route, registered before any other that reads the body. */
export async function refuseDeepBody(request: FastifyRequest): Promise<void> {
  if (nestsDeeperThan(request.body, MAX_BODY_DEPTH)) {
    throw new HttpError(400, `The request nests objects or lists more than ${MAX_BODY_DEPTH} levels deep. Send it with fewer levels.`);
  }
}
