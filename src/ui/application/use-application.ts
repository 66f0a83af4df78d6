import { useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import policyFile from '../../../flows/polling-policy.json';
import { fetchApplication, fetchProfile, fetchStatus, type ApplicationStatus } from '@/api/application';
import { nextPoll } from '@/engine/application/polling';
import type { PollingPolicy } from '@/engine/types/polling-policy';
import { useApi } from '../api/api-context';
import { applicationKey, PROFILE_KEY, statusKey } from '../api/query-keys';

const policy = policyFile as PollingPolicy;
const NO_REFETCH = { revalidateOnFocus: false, shouldRetryOnError: false } as const;
/** Read only from what is already there (a page the server drew carries it): the effect below fetches and polls. */
const ALREADY_THERE = {
  revalidateOnMount: false,
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
} as const;

/**
 * The application, the borrower's profile and the checklist status, re-fetched as the polling
 * policy says: waits back off, other statuses until they change, terminal ones not at all.
 */
export function useApplication(uuid: string) {
  const request = useApi();
  const application = useSWR(applicationKey(uuid), () => fetchApplication(request, uuid), NO_REFETCH);
  const profile = useSWR(PROFILE_KEY, () => fetchProfile(request), NO_REFETCH);
  const drawnWith = useSWR(statusKey(uuid), () => fetchStatus(request, uuid), ALREADY_THERE).data;
  const [status, setStatus] = useState<ApplicationStatus | null>(drawnWith ?? null);
  const [statusError, setStatusError] = useState<unknown>(null);
  const refreshApplication = application.mutate;
  /** The last status fetched, across restarts: a new one means the application changed too. */
  const lastStatus = useRef<string | undefined>(undefined);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    let initial = '';
    let tries = 0;
    const fetchOnce = async () => {
      try {
        const fetched = await fetchStatus(request, uuid);
        if (cancelled) return;
        if (tries === 0) initial = fetched.checklistStatus;
        tries += 1;
        // The application itself is loaded on mount; it is fetched again only when the status moves.
        if (lastStatus.current !== undefined && lastStatus.current !== fetched.checklistStatus) void refreshApplication();
        lastStatus.current = fetched.checklistStatus;
        const decision = nextPoll(policy, { status: fetched.checklistStatus, initial, tries });
        setStatus(decision.action === 'giveUp' ? { ...fetched, checklistStatus: decision.status } : fetched);
        if (decision.action === 'poll') timer = setTimeout(fetchOnce, decision.delayMs);
      } catch (error) {
        if (!cancelled) setStatusError(error);
      }
    };
    void fetchOnce();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [request, uuid, refreshApplication, generation]);

  /** After the borrower completes a step: fetch again and poll afresh. */
  const restartPolling = () => setGeneration((g) => g + 1);
  /** After the server refused a step: read the application and its status again. */
  const reload = () => {
    void refreshApplication();
    restartPolling();
  };

  return {
    application: application.data,
    profile: profile.data,
    status,
    error: application.error ?? statusError,
    restartPolling,
    reload,
  };
}
