/** Longest input kept: +1 and ten digits. */
const MAX_DIGITS = 11;

export interface PhoneInput {
  /** What the field shows: (AAA) BBB-CCCC while typing, or +1 (AAA) BBB-CCCC for eleven digits starting with 1. */
  display: string;
  /** Digits only, as stored and sent (separators stripped). */
  digits: string;
}

function groups(ten: string): string {
  if (ten.length === 0) return '';
  if (ten.length <= 3) return `(${ten}`;
  if (ten.length <= 6) return `(${ten.slice(0, 3)}) ${ten.slice(3)}`;
  return `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6, 10)}`;
}

/** Formats a US phone number as it is typed, the spec's way. */
export function formatPhoneInput(raw: string): PhoneInput {
  const digits = raw.replace(/\D/g, '').slice(0, MAX_DIGITS);
  const withCountryCode = digits.length === MAX_DIGITS && digits.startsWith('1');
  if (withCountryCode) return { display: `+1 ${groups(digits.slice(1))}`, digits };
  const ten = digits.slice(0, 10);
  return { display: groups(ten), digits: ten.length === digits.length ? digits : ten };
}
