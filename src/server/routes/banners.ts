// The public banners file: the sandbox's own while sandbox mode is on, else production's. Banners
// are data (flows/banners.*.json, checked by npm run validate against schemas/banners.schema.json).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ApiRoutePlugin } from '../app';
import { ref } from '../api-schemas';
import { PROJECT_ROOT } from '../config';

/** Where the app fetches the banners; the spec shows a public JSON file but not its address. */
export const BANNERS_PATH = '/static/banners/heloc.json';

export const bannersFile = (sandbox: boolean) =>
  path.join(PROJECT_ROOT, 'flows', sandbox ? 'banners.sandbox.json' : 'banners.production.json');

export const bannerRoutes: ApiRoutePlugin = async (app, { sandbox }) => {
  const { banners } = JSON.parse(readFileSync(bannersFile(sandbox), 'utf8')) as { banners: unknown[] };
  app.get(BANNERS_PATH, { schema: { tags: ['banners'], response: { 200: ref('banners', 'Banners') } } }, async (_request, reply) => {
    // A banner switched off must disappear at once: always revalidate.
    reply.header('cache-control', 'no-cache');
    return banners;
  });
};
