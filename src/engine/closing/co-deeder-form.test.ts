import { describe, expect, it } from 'vitest';
import { coDeederErrors, hasErrors } from './co-deeder-form';

const owner = (firstName: string, lastName: string, email: string) => ({ firstName, lastName, email });

describe('co-deeder form', () => {
  it('accepts complete owners', () => {
    const errors = coDeederErrors([owner('Charles', 'Babbage', 'charles@example.com')], 'ada@example.com');
    expect(errors).toEqual([{}]);
    expect(hasErrors(errors)).toBe(false);
  });

  it('names each missing or malformed field', () => {
    expect(coDeederErrors([owner(' ', '', '')], undefined)).toEqual([
      { firstName: 'firstNameRequired', lastName: 'lastNameRequired', email: 'required' },
    ]);
    expect(coDeederErrors([owner('C', 'B4bbage', 'charles@')], undefined)).toEqual([
      { firstName: 'firstNameShort', lastName: 'unsupported', email: 'emailInvalid' },
    ]);
  });

  it("refuses the borrower's own email and a repeated one", () => {
    const errors = coDeederErrors(
      [owner('Charles', 'Babbage', 'ADA@example.com'), owner('Mary', 'Somerville', 'm@example.com'), owner('Ann', 'Lee', 'M@example.com')],
      'ada@example.com',
    );
    expect(errors.map((e) => e.email)).toEqual(['emailTaken', undefined, 'emailTaken']);
    expect(hasErrors(errors)).toBe(true);
  });
});
