import useSWR from 'swr';
import { fetchLoanOriginator } from '@/api/lead-portal';
import { isUuid } from '@/engine/validation/uuid';
import { useApi } from '../api/api-context';
import { useLender } from '../lender/lender-context';

/** Spec 001 §9: a loan originator's details are cached for 10 minutes. */
const ORIGINATOR_CACHE_MS = 10 * 60 * 1000;

/** The id of the loan originator who referred the application (spec 001 §3: referrer.referrerUuid), if any. */
export function referrerOf(application: Record<string, unknown>): string | null {
  const referrer = application.referrer as { referrerUuid?: unknown } | null | undefined;
  return isUuid(referrer?.referrerUuid) ? referrer.referrerUuid : null;
}

/** The referring loan originator's public details; undefined without a referrer, while loading or if unknown. */
export function useLoanOfficer(application: Record<string, unknown>) {
  const request = useApi();
  const { orgCode } = useLender();
  const referrer = referrerOf(application);
  const { data } = useSWR(
    referrer ? ['loan-originator', referrer, orgCode] : null,
    () => fetchLoanOriginator(request, referrer!, orgCode),
    {
      dedupingInterval: ORIGINATOR_CACHE_MS,
      revalidateOnFocus: false,
      revalidateIfStale: false,
      shouldRetryOnError: false,
    },
  );
  return data;
}
