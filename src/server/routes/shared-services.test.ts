// The shared services as a whole: every route is registered, tagged for the OpenAPI document, and
// listed in docs/api.md with the right authentication.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from '../app';
import { PROJECT_ROOT } from '../config';
import { createTestApi, type TestApi } from '../testing/test-api';
import { SHARED_SERVICE_ROUTES } from './shared-services';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi(SHARED_SERVICE_ROUTES);
}, 30_000);
afterAll(() => api?.close());

/** 'POST /ft/{context}/session' → whether it needs a bearer token, from the OpenAPI document. */
async function documentedRoutes(): Promise<Map<string, boolean>> {
  const doc = (await api.app.inject({ url: OPENAPI_PATH })).json() as {
    paths: Record<string, Record<string, { security?: unknown[]; tags?: string[] }>>;
  };
  const routes = new Map<string, boolean>();
  for (const [route, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      expect(operation.tags?.length, `${method} ${route} has tags`).toBeGreaterThan(0);
      routes.set(`${method.toUpperCase()} ${route}`, (operation.security ?? []).length > 0);
    }
  }
  return routes;
}

/** The table rows of docs/api.md: '| `METHOD /path` | bearer | …' (columns padded by the formatter). */
function tableRoutes(): Map<string, boolean> {
  // Only the shared layer's table: the other sections document the other services.
  const all = readFileSync(path.join(PROJECT_ROOT, 'docs', 'api.md'), 'utf8');
  const text = all.slice(all.indexOf('## Shared layer'));
  const rows = [...text.matchAll(/^\| `(GET|POST|PUT|PATCH|DELETE) ([^`]+)` *\| (bearer|—) *\|/gm)];
  return new Map(rows.map((row) => [`${row[1]} ${row[2]}`, row[3] === 'bearer']));
}

describe('the shared services', () => {
  it('registers every route in docs/api.md, with the authentication it says, and no other', async () => {
    const served = await documentedRoutes();
    const documented = tableRoutes();
    expect(documented.size).toBeGreaterThanOrEqual(20);
    expect(Object.fromEntries(served)).toEqual(Object.fromEntries(documented));
  });

  it('answers every route that needs a session with 401 without one, even for a valid request', async () => {
    const prompt = '0b6f3c3e-5d43-4f5e-8c1a-2a6f9d0e7a11';
    const feedback = { topic: 'IMPROVE', message: 'A perfectly fine message', marketingConsent: false, productType: 'HELOC' };
    const subject = { org: 'NORTHSTAR', email: 'someone@example.com' };
    const samples: Record<string, object | undefined> = {
      'POST /service-profile/api/v1/feedback': feedback,
      'POST /service-profile/api/v1/feedback/ceo': feedback,
      'GET /service-comms-prefs/secure/api/v1/consent/prompt/{id}': undefined,
      'POST /service-comms-prefs/secure/api/v1/consent/user/get': { ...subject, consent_type: 'SMS' },
      'POST /service-comms-prefs/secure/api/v1/consent/user': {
        ...subject,
        source: 'APP_FLOW',
        consents: [{ consent_prompt_uuid: prompt, opt_in_out: 'OPT_IN' }],
        product_type: 'HELOC',
      },
    };
    const secure = [...tableRoutes()].filter(([, bearer]) => bearer).map(([route]) => route);
    expect(secure.sort()).toEqual(Object.keys(samples).sort());
    for (const route of secure) {
      const [method, url] = route.split(' ') as ['GET' | 'POST', string];
      const payload = samples[route];
      const res = await api.app.inject({ method, url: url.replace('{id}', prompt), ...(payload ? { payload } : {}) });
      expect(res.statusCode, route).toBe(401);
      expect(res.json().message).toBe('unauthenticated');
    }
  });
});
