// The conditions service (spec 001 §7): the application's document requests, fetched again every
// 60 s and on window focus while something shows them, and the calls that answer one.
import useSWR from 'swr';
import configFile from '../../flows/conditions.json';
import type { Condition } from '@/engine/conditions/condition';
import { knownConditions } from '@/engine/conditions/condition-list';
import type { ConditionsConfig } from '@/engine/types/conditions';
import type { ApiRequest } from './request';

export const CONDITIONS_CONFIG = configFile as ConditionsConfig;

const CONDITIONS_PATH = '/service-conditions/external/api/v1/applications';
const conditionPath = (uuid: string, conditionUuid: string) =>
  `${CONDITIONS_PATH}/${encodeURIComponent(uuid)}/conditions/${encodeURIComponent(conditionUuid)}`;

/** Known categories only, oldest first, whatever order the service answers in. */
export const fetchConditions = async (request: ApiRequest, uuid: string): Promise<Condition[]> =>
  knownConditions(
    // The header asks on every page; an ended session is for the page's own calls to act on.
    await request<Condition[]>(`${CONDITIONS_PATH}/${encodeURIComponent(uuid)}/conditions/external-applicants`, {
      authFailureEndsSession: false,
    }),
    CONDITIONS_CONFIG,
  );

/** Where a document for the condition is uploaded (multipart, through the upload machinery). */
export const conditionUploadPath = (uuid: string, conditionUuid: string) => `${conditionPath(uuid, conditionUuid)}/documents`;

/** Closes a request answered without documents (the phone number). */
export const completeCondition = (request: ApiRequest, uuid: string, conditionUuid: string) =>
  request<Condition>(`${conditionPath(uuid, conditionUuid)}/complete`, { method: 'POST' });

/** The spec's phone alias: a phone number is saved as an alias of type Phone. */
export const savePhoneAlias = (request: ApiRequest, phoneNumber: string) =>
  request<unknown>('/identity/secure/api/v1/identity/alias', { method: 'PUT', body: { type: 'Phone', value: phoneNumber } });

/**
 * The application's conditions, polled every `pollSeconds` and on window focus (the one query
 * the spec refetches on focus). `uuid` null waits: nothing is fetched.
 */
export function useConditions(request: ApiRequest, uuid: string | null) {
  return useSWR(uuid ? ['conditions', uuid] : null, ([, id]) => fetchConditions(request, id), {
    refreshInterval: CONDITIONS_CONFIG.pollSeconds * 1000,
    revalidateOnFocus: true,
    shouldRetryOnError: false,
  });
}
