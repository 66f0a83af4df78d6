// A ZIP code must lie in the state given (flows/us-states.json, the table the app checks with too):
// a typo in either is reported as one, before 'we do not lend there' is decided on it.
import statesFile from '../../flows/us-states.json';
import type { Address } from '../engine/address';
import { zipInState, type UsStateTable } from '../engine/validation/us-state';
import { HttpError } from './auth/authenticate';

/** The app's words for the same check (copy/en/registration.json errors.zipNotInState). */
export const ZIP_NOT_IN_STATE_MESSAGE = 'This ZIP code is not in the state entered. Check the ZIP code and the state.';

export function checkZipInState(address: Pick<Address, 'zip' | 'state'>): void {
  if (zipInState(address.zip, address.state, statesFile as UsStateTable) === false) throw new HttpError(400, ZIP_NOT_IN_STATE_MESSAGE);
}
