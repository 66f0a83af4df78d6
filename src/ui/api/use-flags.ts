import useSWR from 'swr';
import { fetchFlags } from '@/api/feature-flags';
import { useLender } from '../lender/lender-context';
import { useApi } from './api-context';

const NO_FLAGS: Record<string, boolean> = {};

/** The lender's feature flags; all off until they arrive, or if the flag service cannot be reached. */
export function useFlags(): Record<string, boolean> {
  const request = useApi();
  const { orgCode } = useLender();
  const { data } = useSWR(['flags', orgCode], () => fetchFlags(request, orgCode), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return data ?? NO_FLAGS;
}
