// The PIN a credit bureau issues with a freeze, asked for again when the bureau refused it
// (review-app/incorrect-pin). Bureaus issue 6 to 10 digits; 4 are accepted for older PINs.

export type FreezePinProblem = 'required' | 'invalid';

/** What the borrower typed, without the spaces and dashes a PIN is often written with. */
export const freezePinDigits = (typed: string) => typed.replace(/[\s-]/g, '');

export function freezePinProblem(typed: string): FreezePinProblem | null {
  const pin = freezePinDigits(typed);
  if (pin === '') return 'required';
  return /^[0-9]{4,10}$/.test(pin) ? null : 'invalid';
}
