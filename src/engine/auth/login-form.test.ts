import { describe, expect, it } from 'vitest';
import { validateLoginForm } from './login-form';

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
