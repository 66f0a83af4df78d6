// The sign-in form's rules (spec 001 §5): the email and password messages, as copy keys of the
// auth namespace. Sign-in checks presence only for the password: the strength rules are for
// choosing one (a reset's new password), and an older password may predate them.

import { isStrongPassword } from '../validation/password';

export interface LoginForm {
  email: string;
  password: string;
}

export type LoginFormErrors = Partial<Record<keyof LoginForm, 'emailRequired' | 'emailInvalid' | 'passwordRequired'>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with a typed email (here and on the password-reset request), or undefined. */
export function emailError(email: string): LoginFormErrors['email'] {
  const trimmed = email.trim();
  if (!trimmed) return 'emailRequired';
  return EMAIL.test(trimmed) ? undefined : 'emailInvalid';
}

export function validateLoginForm({ email, password }: LoginForm): LoginFormErrors {
  const errors: LoginFormErrors = {};
  const emailProblem = emailError(email);
  if (emailProblem) errors.email = emailProblem;
  if (!password) errors.password = 'passwordRequired';
  return errors;
}

export type NewPasswordErrors = Partial<
  Record<'password' | 'confirm', 'passwordRequired' | 'passwordWeak' | 'confirmRequired' | 'passwordMismatch'>
>;

/** A new password (a reset): the registration's strength rules, typed twice alike. */
export function validateNewPassword(password: string, confirm: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (!password) errors.password = 'passwordRequired';
  else if (!isStrongPassword(password)) errors.password = 'passwordWeak';
  if (!confirm) errors.confirm = 'confirmRequired';
  else if (password && confirm !== password) errors.confirm = 'passwordMismatch';
  return errors;
}
