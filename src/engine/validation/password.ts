/** The spec's special characters for a strong password. */
export const PASSWORD_SPECIALS = '!@#$%^&*';
export const PASSWORD_MIN_LENGTH = 12;

const CHECKS: ReadonlyArray<(password: string) => boolean> = [
  (p) => p.length >= PASSWORD_MIN_LENGTH,
  (p) => /[A-Z]/.test(p) && /[a-z]/.test(p),
  (p) => /\d/.test(p),
  (p) => [...p].some((c) => PASSWORD_SPECIALS.includes(c)),
];

/** How many of the four strength segments a password fills (0 to 4): length, mixed case, digit, special. */
export function passwordStrength(password: string): number {
  return CHECKS.filter((check) => check(password)).length;
}

/** At least 12 characters with an uppercase and a lowercase letter, a digit and one of !@#$%^&*. */
export function isStrongPassword(password: string): boolean {
  return passwordStrength(password) === CHECKS.length;
}
