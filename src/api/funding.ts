// The bank, lien and insurance calls of the funding pages.
import type { AccountType } from '@/engine/validation/bank-account';
import type { Lien, LienDisposition } from '@/engine/calculations/lien-payoff';
import type { Application } from './application';
import type { ApiRequest } from './request';
import { uploadFile, type UploadOptions } from './verification';

const APPLICATION_PATH = '/service-application/api/v1/application/heloc';
const path = (uuid: string, rest: string) => `${APPLICATION_PATH}/${encodeURIComponent(uuid)}/${rest}`;

/** An account as the server shows it: never the full number, only its last four digits (mask). */
export interface BankAccount {
  uuid: string;
  institutionName: string;
  name: string;
  accountType: AccountType;
  mask: string;
  routingNumber: string;
}

/** A linked account by id, one typed in, or (autopay only) the disbursement account again. */
export type AccountChoice =
  { accountUuid: string } | { routingNumber: string; accountNumber: string; accountType: AccountType } | { sameAsDisburse: true };

export const linkBank = (request: ApiRequest, uuid: string) =>
  request<{ accounts: BankAccount[] }>(path(uuid, 'bank/link'), { method: 'POST', body: {} });

export const fetchBankAccounts = (request: ApiRequest, uuid: string) => request<{ accounts: BankAccount[] }>(path(uuid, 'bank/accounts'));

export const setDisburseAccount = (request: ApiRequest, uuid: string, choice: AccountChoice) =>
  request<Application>(path(uuid, 'bank/disburse'), { method: 'PUT', body: choice });

export const setAutopayAccount = (request: ApiRequest, uuid: string, choice: AccountChoice) =>
  request<Application>(path(uuid, 'bank/autopay'), { method: 'PUT', body: choice });

export const fetchLiens = (request: ApiRequest, uuid: string) =>
  request<{ liens: Lien[]; maxPayoff: number; complete: boolean }>(path(uuid, 'liens'));

export const confirmLiens = (
  request: ApiRequest,
  uuid: string,
  body: { choices: { uuid: string; disposition: LienDisposition }[]; noOtherLiens: boolean },
) => request<Application>(path(uuid, 'liens'), { method: 'PUT', body });

/** Multipart, through the verification calls' uploader (the request layer sends JSON only). */
export const uploadInsurance = (uuid: string, file: File, options: Pick<UploadOptions, 'orgCode' | 'tokens' | 'onUnauthenticated'>) =>
  uploadFile<Application>(path(uuid, 'insurance'), file, options);
