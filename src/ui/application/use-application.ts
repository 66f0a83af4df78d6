import { useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import policyFile from '../../../flows/polling-policy.json';
import { fetchApplication, fetchProfile, fetchStatus, type ApplicationStatus } from '@/api/application';
import { nextPoll } from '@/engine/application/polling';
import type { PollingPolicy } from '@/engine/types/polling-policy';
import { useApi } from '../api/api-context';

const policy = policyFile as PollingPolicy;
const NO_REFETCH = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

/**
 * The application, the borrower's profile and the checklist status, re-fetched as the polling
 * policy says: waits back off, other statuses until they change, terminal ones not at all.
 */
export function useApplication(uuid: string) {
  const request = useApi();
  const application = useSWR(['application', uuid], () => fetchApplication(request, uuid), NO_REFETCH);
  const profile = useSWR(['profile'], () => fetchProfile(request), NO_REFETCH);
  const [status, setStatus] = useState<ApplicationStatus | null>(null);
  const [statusError, setStatusError] = useState<unknown>(null);
  const refreshApplication = application.mutate;
  const poll = useRef({ initial: '', tries: 0 });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    const fetchOnce = async () => {
      try {
        const fetched = await fetchStatus(request, uuid);
        if (cancelled) return;
        const state = poll.current;
        if (state.tries === 0) state.initial = fetched.checklistStatus;
        state.tries += 1;
        const decision = nextPoll(policy, { status: fetched.checklistStatus, initial: state.initial, tries: state.tries });
        setStatus((previous) => {
          if (previous?.checklistStatus !== fetched.checklistStatus) void refreshApplication();
          return decision.action === 'giveUp' ? { ...fetched, checklistStatus: decision.status } : fetched;
        });
        if (decision.action === 'poll') timer = setTimeout(fetchOnce, decision.delayMs);
      } catch (error) {
        if (!cancelled) setStatusError(error);
      }
    };
    poll.current = { initial: '', tries: 0 };
    void fetchOnce();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [request, uuid, refreshApplication, generation]);

  /** After the borrower completes a step: fetch again and poll afresh. */
  const restartPolling = () => setGeneration((g) => g + 1);

  return {
    application: application.data,
    profile: profile.data,
    status,
    error: application.error ?? statusError,
    restartPolling,
  };
}
