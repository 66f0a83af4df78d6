// The funding pages' view of bank accounts: the linked accounts (with linking), the choice a page
// hands to the confirm page, and how a choice reads on screen.
import type { TFunction } from 'i18next';
import useSWR from 'swr';
import { fetchBankAccounts, linkBank, type AccountChoice, type BankAccount } from '@/api/funding';
import { lastFour, type AccountType } from '@/engine/validation/bank-account';
import { useApi } from '../../api/api-context';

/**
 * The choices waiting for the borrower's confirmation, carried in the navigation's state to
 * bank/confirm (nothing is saved until they confirm; a reload keeps them, a new tab does not).
 */
export interface PendingBank {
  disburse?: AccountChoice;
  autopay?: AccountChoice;
}

export function useBankAccounts(uuid: string) {
  const request = useApi();
  const { data, error, mutate } = useSWR(['bank-accounts', uuid], () => fetchBankAccounts(request, uuid), {
    revalidateOnFocus: false,
  });
  /** Links the (simulated) bank; answers the accounts it added. */
  const link = async () => {
    const { accounts } = await linkBank(request, uuid);
    await mutate();
    return accounts;
  };
  return { accounts: data?.accounts, failed: error !== undefined, link };
}

/** An account as the borrower sees it: what it is called, its last four digits and where it is. */
export interface AccountDisplay {
  name: string;
  mask: string;
  institution: string;
  routingNumber: string;
}

const typeName = (t: TFunction, type: AccountType) => t(type === 'CHECKING' ? 'funding:account.checking' : 'funding:account.savings');

export const displayOf = (t: TFunction, account: BankAccount): AccountDisplay => ({
  name: account.name,
  mask: account.mask,
  institution: t('funding:account.details', { institution: account.institutionName, type: typeName(t, account.accountType) }),
  routingNumber: account.routingNumber,
});

/** How a choice reads; null when it names an account the page does not know (yet). */
export function describeChoice(
  t: TFunction,
  choice: AccountChoice,
  accounts: readonly BankAccount[],
  disburseAccount: BankAccount | null,
): AccountDisplay | null {
  if ('sameAsDisburse' in choice) return disburseAccount && displayOf(t, disburseAccount);
  if ('accountUuid' in choice) {
    const account = accounts.find((a) => a.uuid === choice.accountUuid);
    return account ? displayOf(t, account) : null;
  }
  return {
    name: typeName(t, choice.accountType),
    mask: lastFour(choice.accountNumber),
    institution: t('funding:account.typedIn'),
    routingNumber: choice.routingNumber,
  };
}

/** The application's saved disbursement account, when it has one. */
export const savedDisburseAccount = (application: Record<string, unknown>) =>
  (application.disburseAccount as BankAccount | null | undefined) ?? null;

/** A radio card for an account: its name and last four digits, then its bank and type. */
export const accountOption = (t: TFunction, account: BankAccount) => ({
  value: account.uuid,
  label: t('funding:account.endingIn', { name: account.name, mask: account.mask }),
  description: displayOf(t, account).institution,
});
