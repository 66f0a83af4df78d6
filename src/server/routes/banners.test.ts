import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../config';
import { createTestApi, type TestApi } from '../testing/test-api';
import { BANNERS_PATH, bannerRoutes, bannersFile } from './banners';

let sandbox: TestApi;
let production: TestApi;

beforeAll(async () => {
  [sandbox, production] = await Promise.all([createTestApi([bannerRoutes]), createTestApi([bannerRoutes], { sandbox: false })]);
}, 60_000);
afterAll(async () => {
  await sandbox?.close();
  await production?.close();
});

const fileBanners = (isSandbox: boolean) =>
  (JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'flows', bannersFile(isSandbox)), 'utf8')) as { banners: unknown[] }).banners;

describe('banners', () => {
  it('serves the sandbox file while sandbox mode is on, never from a stale cache', async () => {
    const res = await sandbox.app.inject({ url: BANNERS_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual(fileBanners(true));
    expect(res.json().length).toBeGreaterThan(0);
  });

  it('serves production’s file when sandbox mode is off', async () => {
    const res = await production.app.inject({ url: BANNERS_PATH });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual(fileBanners(false));
    expect(res.json()).not.toEqual(fileBanners(true));
  });

  it('answers only banners the app accepts: uuid, message, at least one app and a variant, a link when one has it, and the message in other languages', async () => {
    const banners = (await sandbox.app.inject({ url: BANNERS_PATH })).json();
    expect(banners.filter((banner: { link?: unknown }) => banner.link)).toEqual([
      expect.objectContaining({ link: { label: 'Open the sandbox outbox', href: '/account/heloc/sandbox/outbox' } }),
    ]);
    for (const { link, ...banner } of banners) {
      if (link) expect(link).toEqual({ label: expect.any(String), href: expect.stringMatching(/^(\/(?!\/)|https:\/\/)/) });
      expect(banner).toEqual({
        uuid: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
        message: expect.any(String),
        apps: expect.arrayContaining([expect.any(String)]),
        variant: expect.stringMatching(/^(info|warn)$/),
        active: expect.any(Boolean),
        metadata: { createdAt: expect.any(String) },
        translations: { es: { message: expect.any(String), ...(link ? { linkLabel: expect.any(String) } : {}) } },
      });
    }
  });
});
