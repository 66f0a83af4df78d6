// The public banners file: the sandbox's own while sandbox mode is on, else production's. Banners
// are data (flows/banners.*.json, checked by npm run validate against schemas/banners.schema.json).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BannerStrip } from '../../engine/types/banner-strip';
import type { BannersFile } from '../../engine/types/banners';
import type { ApiRoutePlugin } from '../app';
import { ref } from '../api-schemas';
import { PROJECT_ROOT } from '../config';

const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'flows', file), 'utf8')) as T;

/** Where the app fetches the banners (flows/banner-strip.json); the spec shows a public JSON file but not its address. */
export const BANNERS_PATH = readJson<BannerStrip>('banner-strip.json').path;

export const bannersFile = (sandbox: boolean) => (sandbox ? 'banners.sandbox.json' : 'banners.production.json');

export const bannerRoutes: ApiRoutePlugin = async (app, { sandbox }) => {
  const { banners } = readJson<BannersFile>(bannersFile(sandbox));
  app.get(BANNERS_PATH, { schema: { tags: ['banners'], response: { 200: ref('banners', 'Banners') } } }, async (_request, reply) => {
    // A banner switched off must disappear at once: always revalidate.
    reply.header('cache-control', 'no-cache');
    return banners;
  });
};
