// A bank account typed in by hand: which field is wrong and why (copy keys), and how to show an
// account number without revealing it.
import { isValidRoutingNumber } from './routing-number';

export type AccountType = 'CHECKING' | 'SAVINGS';

export interface ManualAccountInput {
  routingNumber: string;
  accountNumber: string;
  confirmAccountNumber: string;
  accountType: AccountType | null;
}

export type ManualAccountField = keyof ManualAccountInput;

/** Copy keys (funding namespace, under manual.errors) by field; empty when the account is complete. */
export type ManualAccountErrors = Partial<Record<ManualAccountField, string>>;

/** US account numbers run from 4 to 17 digits. */
const ACCOUNT_NUMBER = /^\d{4,17}$/;

/** Spaces and dashes people copy from a cheque or a statement are not part of the number. */
export const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

export function validateManualAccount(input: ManualAccountInput): ManualAccountErrors {
  const errors: ManualAccountErrors = {};
  const routing = digitsOnly(input.routingNumber);
  const account = digitsOnly(input.accountNumber);
  if (!routing) errors.routingNumber = 'routingRequired';
  else if (!/^\d{9}$/.test(routing)) errors.routingNumber = 'routingLength';
  else if (!isValidRoutingNumber(routing)) errors.routingNumber = 'routingInvalid';
  if (!account) errors.accountNumber = 'accountRequired';
  else if (!ACCOUNT_NUMBER.test(account)) errors.accountNumber = 'accountFormat';
  if (!digitsOnly(input.confirmAccountNumber)) errors.confirmAccountNumber = 'confirmRequired';
  else if (digitsOnly(input.confirmAccountNumber) !== account) errors.confirmAccountNumber = 'confirmMismatch';
  if (!input.accountType) errors.accountType = 'typeRequired';
  return errors;
}

/** The last four digits, which is all the app ever shows of an account number. */
export const lastFour = (accountNumber: string) => digitsOnly(accountNumber).slice(-4);
