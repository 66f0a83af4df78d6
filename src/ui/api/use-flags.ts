import { useMemo } from 'react';
import useSWR from 'swr';
import flagsFile from '../../../flows/feature-flags.json';
import { fetchFlags } from '@/api/feature-flags';
import { combineOverrides, DDP_PILOT, parseDdpPilot } from '@/engine/flags/ddp-pilot';
import { decideFlags, flagValues, type FlagValues } from '@/engine/flags/feature-flags';
import type { FeatureFlags } from '@/engine/types/feature-flags';
import { useLender } from '../lender/lender-context';
import { trackerId } from '../telemetry/tracker-storage';
import { useApi } from './api-context';
import { useServerBrowser, type ServerBrowser } from '../server-render/server-browser';

/** Session storage key of the tab's flag overrides: `{"fe-heloc-redesign-2025": false}`. */
export const FLAG_OVERRIDES_KEY = 'heloc.flagOverrides';

function readJson(storage: Storage, key: string): unknown {
  try {
    return JSON.parse(storage.getItem(key) ?? '{}');
  } catch {
    return {};
  }
}

/**
 * Saves a DDP_Pilot query to local storage (or clears it), so the pilot outlasts the URL: routing
 * keeps only webchat. Runs whenever the flags are computed; only a URL that still carries the query writes.
 */
function savePilotFromUrl(): void {
  const value = new URLSearchParams(window.location.search).get(DDP_PILOT);
  if (value === null) return;
  const parsed = parseDdpPilot(value);
  try {
    if (parsed === 'clear') localStorage.removeItem(DDP_PILOT);
    else localStorage.setItem(DDP_PILOT, JSON.stringify(parsed));
  } catch {
    // Blocked storage: the pilot applies to no page.
  }
}

/** The pilot's overrides under the tab's own (docs/telemetry-flags.md). */
function storedOverrides(): Record<string, boolean> {
  savePilotFromUrl();
  return combineOverrides(readJson(localStorage, DDP_PILOT), readJson(sessionStorage, FLAG_OVERRIDES_KEY));
}

export interface FlagState extends FlagValues {
  /** False until the flag service has answered (or failed); pages that branch on a flag wait. */
  loaded: boolean;
}

/**
 * The lender's feature flags from the flag service. If the service cannot be reached, the flags
 * file's own decisions for this lender apply, so the app behaves as configured rather than all-off.
 */
/** The tab's overrides; none where the server draws a page (a tab with some draws it again, as hydration differs). */
const tabOverrides = (server: ServerBrowser | undefined) => (server ? {} : storedOverrides());

export function useFlagState(): FlagState {
  const request = useApi();
  const lender = useLender();
  const server = useServerBrowser();
  const tracker = server ? server.trackerId : trackerId();
  const { data, error } = useSWR(['flags', lender.orgCode, tracker], () => fetchFlags(request, lender.orgCode, tracker), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const failed = error !== undefined;
  return useMemo(() => {
    const decisions = data ?? (failed ? decideFlags(flagsFile as FeatureFlags, lender) : []);
    return { ...flagValues(decisions, tabOverrides(server)), loaded: data !== undefined || failed };
  }, [data, failed, lender, server]);
}

/** The flags as rules read them (`flags.<key>`); all off until they arrive. */
export const useFlags = (): Record<string, boolean> => useFlagState().enabled;

/**
 * The flags, with the flags file's decisions for this lender until the service answers: for a
 * choice a click cannot wait on, such as where Log in goes.
 */
export function useFlagsOrConfigured(): Record<string, boolean> {
  const { enabled, loaded } = useFlagState();
  const lender = useLender();
  const server = useServerBrowser();
  return useMemo(
    () => (loaded ? enabled : flagValues(decideFlags(flagsFile as FeatureFlags, lender), tabOverrides(server)).enabled),
    [enabled, loaded, lender, server],
  );
}
