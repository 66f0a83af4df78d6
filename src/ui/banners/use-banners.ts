// The banner strip's states (spec 001 §4): loading, then error or loaded. The call is aborted when
// the shell unmounts; a failure keeps its text (for support tools and tests), never shown to borrowers.
import { useEffect, useState } from 'react';
import { fetchBanners } from '@/api/banners';
import { selectBanners, type Banner } from '@/engine/banners/banners';
import type { BannerStrip } from '@/engine/types/banner-strip';
import stripFile from '../../../flows/banner-strip.json';
import { useApi } from '../api/api-context';

export type BannersState = { status: 'loading' } | { status: 'error'; error: string } | { status: 'loaded'; banners: Banner[] };

const strip: Pick<BannerStrip, 'path' | 'app' | 'maxVisible'> = stripFile;

export function useBanners(): BannersState {
  const request = useApi();
  const [state, setState] = useState<BannersState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetchBanners(request, strip.path, controller.signal).then(
      (banners) => setState({ status: 'loaded', banners: selectBanners(banners, { app: strip.app, max: strip.maxVisible }) }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', error: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, [request]);
  return state;
}
