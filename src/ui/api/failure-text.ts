// What a person reads when a call fails, in the page's language: a refusal in its copy
// (copy/<locale>/refusals.json, named by the server's answer), a network failure or timeout in
// words to act on, the server's own message for a refusal it does not name, and the page's
// fallback for anything that is not an answer.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ApiError } from '@/api/request';
import { errorMessage } from '@/engine/errors/error-message';

export function failureText(
  failure: unknown,
  fallback: string,
  t: TFunction,
  exists: (key: string, values: Record<string, string | number>) => boolean,
): string {
  if (!(failure instanceof ApiError)) return fallback;
  if (failure.status === 0) return t(failure.statusText === 'Timeout' ? 'common:requestFailed.timeout' : 'common:requestFailed.network');
  const words = failure.words;
  const key = words && `refusals:${words.key}`;
  // Ending with a full stop, as the server's own messages are shown (errorMessage).
  if (key && exists(key, words.values)) return errorMessage([t(key, words.values)]);
  return failure.message || fallback;
}

/** failureText in the page's language. */
export function useFailureText(): (failure: unknown, fallback: string) => string {
  const { t, i18n } = useTranslation();
  return useCallback((failure, fallback) => failureText(failure, fallback, t, (key, values) => i18n.exists(key, values)), [t, i18n]);
}
