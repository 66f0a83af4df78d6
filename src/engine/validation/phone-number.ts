// The spec's shared phone rules (spec 001 §5), for any phone field typed as digits: required, no
// leading country code 1, and a full US number (ten digits, formatted length 14).

export type PhoneNumberProblem = 'phoneRequired' | 'phoneCountryCode' | 'phoneInvalid';

/** What is wrong with a phone number typed as digits (formatPhoneInput's digits), or null. */
export function phoneNumberProblem(digits: string): PhoneNumberProblem | null {
  if (digits === '') return 'phoneRequired';
  if (digits.startsWith('1')) return 'phoneCountryCode';
  // A US number: ten digits whose area code does not start with 0 or 1.
  return /^[2-9]\d{9}$/.test(digits) ? null : 'phoneInvalid';
}
