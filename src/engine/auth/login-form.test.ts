import { describe, expect, it } from 'vitest';
import { validateLoginForm, validateNewPassword } from './login-form';

describe('validateLoginForm', () => {
  it('asks for both fields when empty', () => {
    expect(validateLoginForm({ email: '  ', password: '' })).toEqual({ email: 'emailRequired', password: 'passwordRequired' });
  });

  it('refuses an email without a domain', () => {
    expect(validateLoginForm({ email: 'grace@example', password: 'x' })).toEqual({ email: 'emailInvalid' });
    expect(validateLoginForm({ email: 'grace example.com', password: 'x' }).email).toBe('emailInvalid');
  });

  it('accepts a valid email with surrounding spaces and any non-empty password', () => {
    expect(validateLoginForm({ email: ' grace@example.com ', password: 'short' })).toEqual({});
  });
});

describe('validateNewPassword', () => {
  it('asks for both fields when empty', () => {
    expect(validateNewPassword('', '')).toEqual({ password: 'passwordRequired', confirm: 'confirmRequired' });
  });

  it('holds a new password to the registration rules and both typings to match', () => {
    expect(validateNewPassword('harbor!lights2026', 'harbor!lights2026')).toEqual({ password: 'passwordWeak' });
    expect(validateNewPassword('Harbor!Lights2026', 'Harbor!Lights2027')).toEqual({ confirm: 'passwordMismatch' });
    expect(validateNewPassword('Harbor!Lights2026', 'Harbor!Lights2026')).toEqual({});
  });
});
