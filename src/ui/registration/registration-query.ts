// The light half of registration's storage (registration-storage.ts has the rest): reading the
// record and the query it keeps, and clearing it, for the pages outside registration (the router's
// gate, telemetry, logout), which should not load the registration flow to do so.
import { isRegistrationKey, readRecord, registrationKey, type RegistrationParts } from '@/engine/registration/registration-record';

/** Query parameters the journey needs later: the referral, marketing and waitlist ones. */
const REMEMBERED = /^(referrer|referralId|utm_[a-z]+|expertId2?|offerCode)$/;

export function storedRegistration(orgCode: string): string | null {
  try {
    return localStorage.getItem(registrationKey(orgCode));
  } catch {
    return null;
  }
}

export const loadRegistration = (orgCode: string): RegistrationParts => readRecord(storedRegistration(orgCode), Date.now());

export const rememberedQuery = (orgCode: string): Record<string, string> => ({ ...loadRegistration(orgCode).query });

/** The parameters kept for the journey with the current URL's merged in (nothing is written). */
export function journeyQuery(orgCode: string, search: string): Record<string, string> {
  const kept = rememberedQuery(orgCode);
  for (const [key, value] of new URLSearchParams(search)) if (REMEMBERED.test(key) && value) kept[key] = value;
  return kept;
}

/** After the application exists: nothing of this lender's registration is kept. */
export function clearRegistration(orgCode: string): void {
  try {
    localStorage.removeItem(registrationKey(orgCode));
  } catch {
    // Storage that cannot be reached holds nothing to clear.
  }
}

/** On logout: no lender's registration is kept, so the next person at this browser finds none. */
export function clearAllRegistrations(): void {
  try {
    for (const key of Object.keys(localStorage)) if (isRegistrationKey(key)) localStorage.removeItem(key);
  } catch {
    // As above.
  }
}
