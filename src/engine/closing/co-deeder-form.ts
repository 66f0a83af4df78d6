// Checks the other owners a borrower names on signing/additional, with the spec's shared name and
// email rules. Answers the error's copy key (in the closing namespace's `additional` group) per field.
import { isNameText } from '../validation/person-name';

export interface CoDeederDraft {
  firstName: string;
  lastName: string;
  email: string;
}

export type CoDeederErrors = Partial<Record<keyof CoDeederDraft, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function nameError(value: string, which: 'firstName' | 'lastName'): string | undefined {
  const text = value.trim();
  if (text === '') return `${which}Required`;
  if (!isNameText(text)) return 'unsupported';
  if (text.length < 2) return `${which}Short`;
  return undefined;
}

/**
 * Errors for every owner: each field checked, and an email that is the borrower's own or repeats
 * another owner's refused (each signer gets their own invitation).
 */
export function coDeederErrors(drafts: readonly CoDeederDraft[], borrowerEmail: string | undefined): CoDeederErrors[] {
  const emails = drafts.map((d) => d.email.trim().toLowerCase());
  return drafts.map((draft, index) => {
    const errors: CoDeederErrors = {};
    const firstName = nameError(draft.firstName, 'firstName');
    const lastName = nameError(draft.lastName, 'lastName');
    if (firstName) errors.firstName = firstName;
    if (lastName) errors.lastName = lastName;
    const email = emails[index]!;
    if (email === '') errors.email = 'required';
    else if (!EMAIL.test(email)) errors.email = 'emailInvalid';
    else if (email === borrowerEmail?.toLowerCase() || emails.indexOf(email) !== index) errors.email = 'emailTaken';
    return errors;
  });
}

export const hasErrors = (errors: readonly CoDeederErrors[]) => errors.some((e) => Object.keys(e).length > 0);
