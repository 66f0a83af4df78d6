// A ZIP code must lie in the state given (flows/us-states.json, the table the app checks with too):
// a typo in either is reported as one, before 'we do not lend there' is decided on it.
import statesFile from '../../flows/us-states.json';
import type { Address } from '../engine/address';
import { zipInState, type UsStateTable } from '../engine/validation/us-state';
import { refuse } from './refusals';

export function checkZipInState(address: Pick<Address, 'zip' | 'state'>): void {
  if (zipInState(address.zip, address.state, statesFile as UsStateTable) === false) throw refuse(400, 'zipNotInState');
}
