// The banner strip's states (spec 001 §4): loading, then error or loaded. Banners the server sent
// with the HTML are the state from the first render, with no fetch; otherwise (the dev server) they
// are fetched, and the call is aborted when the shell unmounts. A failure keeps its text (for
// support tools and tests), never shown to borrowers.
import { useEffect, useState } from 'react';
import { fetchBanners } from '@/api/banners';
import { selectBanners } from '@/engine/banners/banners';
import type { BannerStrip } from '@/engine/types/banner-strip';
import stripFile from '../../../flows/banner-strip.json';
import { useApi } from '../api/api-context';
import { readEmbeddedBanners, type EmbeddedBanners } from './embedded-banners';
import { useServerBrowser } from '../server-render/server-browser';

export type BannersState = { status: 'loading' } | EmbeddedBanners;

const strip: Pick<BannerStrip, 'path' | 'app' | 'maxVisible'> = stripFile;

export function useBanners(): BannersState {
  const request = useApi();
  // Read once: the block stays in the page, and banners change only with a new page load.
  const server = useServerBrowser();
  const [embedded] = useState(() => (server ? server.banners : readEmbeddedBanners(document)));
  const [fetched, setFetched] = useState<BannersState>({ status: 'loading' });
  useEffect(() => {
    if (embedded) return;
    const controller = new AbortController();
    fetchBanners(request, strip.path, controller.signal).then(
      (banners) => setFetched({ status: 'loaded', banners: selectBanners(banners, { app: strip.app, max: strip.maxVisible }) }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setFetched({ status: 'error', error: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, [embedded, request]);
  return embedded ?? fetched;
}
