// Every route the server registers is documented in docs/api.md, with the authentication it needs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_ROUTES, OPENAPI_PATH } from '../app';
import { PROJECT_ROOT } from '../config';
import { createTestApi, type TestApi } from '../testing/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi(API_ROUTES);
});
afterAll(() => api?.close());

it('documents every route in docs/api.md with its authentication', async () => {
  const doc = (await api.app.inject({ url: OPENAPI_PATH })).json() as { paths: Record<string, Record<string, { security?: unknown[] }>> };
  const served = Object.entries(doc.paths).flatMap(([route, operations]) =>
    Object.entries(operations).map(
      ([method, operation]) => [`${method.toUpperCase()} ${route}`, (operation.security ?? []).length > 0] as const,
    ),
  );
  const text = readFileSync(path.join(PROJECT_ROOT, 'docs', 'api.md'), 'utf8');
  const documented = new Map(
    [...text.matchAll(/^\| `(GET|POST|PUT|PATCH|DELETE) ([^`]+)` *\| (bearer|—) *\|/gm)].map((row) => [
      `${row[1]} ${row[2]}`,
      row[3] === 'bearer',
    ]),
  );
  expect(served.length).toBeGreaterThan(60);
  for (const [route, secure] of served) {
    expect(documented.has(route), `${route} is not in docs/api.md`).toBe(true);
    expect(documented.get(route), `${route}: Auth column`).toBe(secure);
  }
  expect(documented.size).toBe(served.length);
});
