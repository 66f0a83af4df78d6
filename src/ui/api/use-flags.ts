import { useMemo } from 'react';
import useSWR from 'swr';
import flagsFile from '../../../flows/feature-flags.json';
import { fetchFlags } from '@/api/feature-flags';
import { decideFlags, flagValues, type FlagValues } from '@/engine/flags/feature-flags';
import type { FeatureFlags } from '@/engine/types/feature-flags';
import { useLender } from '../lender/lender-context';
import { useApi } from './api-context';

/** Session storage key of the tab's flag overrides: `{"fe-heloc-redesign-2025": false}`. */
export const FLAG_OVERRIDES_KEY = 'heloc.flagOverrides';

function storedOverrides(): unknown {
  try {
    return JSON.parse(sessionStorage.getItem(FLAG_OVERRIDES_KEY) ?? '{}');
  } catch {
    return {};
  }
}

export interface FlagState extends FlagValues {
  /** False until the flag service has answered (or failed); pages that branch on a flag wait. */
  loaded: boolean;
}

/**
 * The lender's feature flags from the flag service. If the service cannot be reached, the flags
 * file's own decisions for this lender apply, so the app behaves as configured rather than all-off.
 */
export function useFlagState(): FlagState {
  const request = useApi();
  const lender = useLender();
  const { data, error } = useSWR(['flags', lender.orgCode], () => fetchFlags(request, lender.orgCode), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const failed = error !== undefined;
  return useMemo(() => {
    const decisions = data ?? (failed ? decideFlags(flagsFile as FeatureFlags, lender) : []);
    return { ...flagValues(decisions, storedOverrides()), loaded: data !== undefined || failed };
  }, [data, failed, lender]);
}

/** The flags as rules read them (`flags.<key>`); all off until they arrive. */
export const useFlags = (): Record<string, boolean> => useFlagState().enabled;
