// The checks on a property address the borrower confirms or corrects, with the spec's rules
// (shared validation, spec 001 §5). Each problem names its message in copy/en/registration.json's errors.
import { isCityText } from '../validation/city-name';
import { parseUsState, zipInState, type UsStateTable } from '../validation/us-state';
import type { Address } from '../address';

export type AddressProblem =
  'street1Required' | 'propertyAddressInvalid' | 'cityInvalid' | 'stateLength' | 'stateInvalid' | 'zipInvalid' | 'zipNotInState';

export type AddressProblems = Partial<Record<keyof Address, AddressProblem>>;

/**
 * The address with spaces trimmed and the state as its code, as it is sent. With the states' table
 * (the browser loads it after the page), a state written out ('Texas') becomes its code.
 */
export function cleanAddress(address: Address, states?: UsStateTable): Address {
  const street2 = address.street2?.trim();
  return {
    street1: address.street1.trim(),
    ...(street2 ? { street2 } : {}),
    city: address.city.trim(),
    state: (states && parseUsState(address.state, states)) ?? address.state.trim().toUpperCase(),
    zip: address.zip.trim(),
  };
}

/** Each field's problem; an empty object when the address can be sent. The table adds state names and the ZIP's state. */
export function addressProblems(raw: Address, states?: UsStateTable): AddressProblems {
  const address = cleanAddress(raw, states);
  const problems: AddressProblems = {};
  if (!address.street1) problems.street1 = 'street1Required';
  // The typeahead's rule: a street needs a number and a name, so one word or under three characters is not one.
  else if (address.street1.length < 3 || !/\s/.test(address.street1)) problems.street1 = 'propertyAddressInvalid';
  if (!isCityText(address.city)) problems.city = 'cityInvalid';
  if (states && !parseUsState(address.state, states)) problems.state = 'stateInvalid';
  else if (address.state.length !== 2) problems.state = 'stateLength';
  else if (!/^[A-Z]{2}$/.test(address.state)) problems.state = 'stateInvalid';
  if (!/^\d{5}$/.test(address.zip)) problems.zip = 'zipInvalid';
  else if (states && !problems.state && zipInState(address.zip, address.state, states) === false) problems.zip = 'zipNotInState';
  return problems;
}

/** Whether two addresses name the same place, ignoring case and spacing. */
export function sameAddress(a: Address, b: Address): boolean {
  const key = (x: Address) =>
    [x.street1, x.street2 ?? '', x.city, x.state, x.zip].map((part) => part.trim().toLowerCase().replace(/\s+/g, ' ')).join('|');
  return key(a) === key(b);
}
