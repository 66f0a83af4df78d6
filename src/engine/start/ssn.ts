// The Social Security number on the contact step: typed with or without dashes, shown as
// 123-45-6789, checked for the numbers the Social Security Administration never issues.

export type SsnProblem = 'required' | 'length' | 'invalid';

/** The digits typed, at most nine. */
export const ssnDigits = (typed: string) => typed.replace(/\D/g, '').slice(0, 9);

/** Digits as 123-45-6789, dashes appearing as the borrower types. */
export function formatSsn(typed: string): string {
  const digits = ssnDigits(typed);
  if (digits.length <= 3) return digits;
  if (digits.length <= 5) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

/**
 * What is wrong with the number, or null. Never issued: area 000, 666 or 900-999, group 00,
 * serial 0000 (the SSA's rules since 2011 randomisation still exclude these).
 */
export function ssnProblem(typed: string): SsnProblem | null {
  const digits = typed.replace(/\D/g, '');
  if (digits.length === 0) return 'required';
  if (digits.length !== 9) return 'length';
  const area = digits.slice(0, 3);
  if (area === '000' || area === '666' || area.startsWith('9')) return 'invalid';
  if (digits.slice(3, 5) === '00' || digits.slice(5) === '0000') return 'invalid';
  return null;
}
