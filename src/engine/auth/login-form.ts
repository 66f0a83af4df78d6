// The sign-in form's rules (spec 001 §5): the email and password messages, as copy keys of the
// auth namespace. Sign-in checks presence only for the password: the strength rules are for
// choosing one, and an older password may predate them.

export interface LoginForm {
  email: string;
  password: string;
}

export type LoginFormErrors = Partial<Record<keyof LoginForm, 'emailRequired' | 'emailInvalid' | 'passwordRequired'>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateLoginForm({ email, password }: LoginForm): LoginFormErrors {
  const errors: LoginFormErrors = {};
  const trimmed = email.trim();
  if (!trimmed) errors.email = 'emailRequired';
  else if (!EMAIL.test(trimmed)) errors.email = 'emailInvalid';
  if (!password) errors.password = 'passwordRequired';
  return errors;
}
