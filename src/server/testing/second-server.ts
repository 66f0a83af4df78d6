// A second server on a test API's database, as another process of a fleet would be: the same tables,
// lenders, token secret and clock, but its own app, memory and per-client counts.
import type { FastifyInstance } from 'fastify';
import { buildServer, type ApiRoutePlugin } from '../app';
import type { TestApi } from './test-api';

/** Builds it; close it with `app.close()` before the first (which owns the database). */
export function secondServer(first: TestApi, routes: readonly ApiRoutePlugin[]): Promise<FastifyInstance> {
  return buildServer({ distDir: null, api: { ...first.context }, apiRoutes: routes });
}
