// The public banners file (spec 001 §7): fetched fresh every time and checked before use.
import { parseBanners, type Banner } from '@/engine/banners/banners';
import type { ApiRequest } from './request';

/**
 * The banners at `path`. A Cache-Control request header makes the browser skip its HTTP cache, so a
 * banner switched off disappears on the next page load; the signal aborts the call on unmount.
 * Throws 'Banner data does not match the expected format' for a malformed file.
 */
export async function fetchBanners(request: ApiRequest, path: string, signal: AbortSignal): Promise<Banner[]> {
  return parseBanners(await request<unknown>(path, { signal, headers: { 'Cache-Control': 'no-cache' } }));
}
