import useSWR from 'swr';
import { isSandboxServer } from '@/api/auth';
import { useApi } from './api-context';

/** Whether sandbox affordances may show: a development build, or the sandbox server behind the app. */
export function useSandboxServer(): boolean {
  const request = useApi();
  const { data } = useSWR(['sandbox-server'], () => (import.meta.env.PROD ? isSandboxServer(request) : true), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return data === true;
}
