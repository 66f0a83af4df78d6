import useSWR from 'swr';
import { isSandboxServer } from '@/api/auth';
import { useApi } from './api-context';

/** Whether the app runs against the sandbox server (a development build always does); undefined until known. */
export function useSandboxServerKnown(): boolean | undefined {
  const request = useApi();
  const { data, error } = useSWR(['sandbox-server'], () => (import.meta.env.PROD ? isSandboxServer(request) : true), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return error ? false : data;
}

/** Whether sandbox affordances may show: a development build, or the sandbox server behind the app. */
export function useSandboxServer(): boolean {
  return useSandboxServerKnown() === true;
}
