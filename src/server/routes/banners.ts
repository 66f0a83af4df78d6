// The public banners file: the sandbox's own, or production's when sandbox mode is off.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ApiRoutePlugin } from '../app';
import { PROJECT_ROOT } from '../config';

export const BANNERS_PATH = '/static/banners/heloc.json';

export const bannerRoutes: ApiRoutePlugin = async (app, { sandbox }) => {
  const file = path.join(PROJECT_ROOT, 'flows', sandbox ? 'banners.sandbox.json' : 'banners.production.json');
  const { banners } = JSON.parse(readFileSync(file, 'utf8')) as { banners: unknown[] };
  app.get(BANNERS_PATH, { schema: { tags: ['banners'] } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return banners;
  });
};
