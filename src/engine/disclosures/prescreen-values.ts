// The figures of the prescreened-offer opt-out notices (FCRA 615(d), 12 CFR 1022.54, appendix D),
// from the lender's prescreenOptOut data. The words are copy (copy/en/prescreen.json); who runs the
// line is copy too (prescreen:agencyName), so the page passes it in.
import { oneLineAddress } from '../address';
import type { Lender } from '../types/lender';

/** As the model notices print a toll-free number: 1-888-567-8688. */
export const tollFree = (digits: string) => `1-${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;

export function prescreenValues(optOut: NonNullable<Lender['prescreenOptOut']>, agencyName: string): Record<string, string> {
  return {
    phoneWords: optOut.phoneNumberWords,
    phone: tollFree(optOut.phoneNumber),
    agencyName,
    // FCRA 615(d)(1)(E): the address to write to, as well as the toll-free number.
    mailingAddresses: optOut.mailingAddresses.map((address) => `${address.name}, ${oneLineAddress(address)}`).join('; '),
  };
}
