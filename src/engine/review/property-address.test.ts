import { describe, expect, it } from 'vitest';
import statesFile from '../../../flows/us-states.json';
import { addressProblems, cleanAddress, sameAddress } from './property-address';

const HOME = { street1: '42 Lighthouse Lane', city: 'Sacramento', state: 'CA', zip: '95814' };

describe('addressProblems', () => {
  it('accepts a complete address', () => {
    expect(addressProblems(HOME)).toEqual({});
    expect(addressProblems({ ...HOME, street2: 'Unit 2', city: 'West Sacramento', state: 'ca' })).toEqual({});
  });

  it('names the spec message for each field', () => {
    expect(addressProblems({ street1: ' ', city: 'Sac2', state: 'C', zip: '9581' })).toEqual({
      street1: 'street1Required',
      city: 'cityInvalid',
      state: 'stateLength',
      zip: 'zipInvalid',
    });
    expect(addressProblems({ ...HOME, state: 'C1' }).state).toBe('stateInvalid');
    expect(addressProblems({ ...HOME, city: '' }).city).toBe('cityInvalid');
  });

  it('refuses a street of one word or under three characters', () => {
    expect(addressProblems({ ...HOME, street1: 'Lighthouse' }).street1).toBe('propertyAddressInvalid');
    expect(addressProblems({ ...HOME, street1: '4 ' }).street1).toBe('propertyAddressInvalid');
  });
});

describe('with the states table (once the page has it)', () => {
  it("takes a state as people write it and sends its code: 'Texas' is not 'TE'", () => {
    const austin = { street1: '5 Ranch Road', city: 'Austin', state: ' texas ', zip: '78701' };
    expect(addressProblems(austin, statesFile)).toEqual({});
    expect(cleanAddress(austin, statesFile).state).toBe('TX');
    expect(addressProblems({ ...austin, state: 'Texxas' }, statesFile).state).toBe('stateInvalid');
  });

  it('names a ZIP code of another state, and only once the state itself is fine', () => {
    expect(addressProblems({ ...HOME, zip: '78701' }, statesFile).zip).toBe('zipNotInState');
    expect(addressProblems({ ...HOME, state: 'Nowhere', zip: '78701' }, statesFile)).toEqual({ state: 'stateInvalid' });
  });
});

describe('cleanAddress and sameAddress', () => {
  it('trims, capitalises the state and drops an empty second line', () => {
    expect(cleanAddress({ ...HOME, street1: ' 42 Lighthouse Lane ', street2: ' ', state: 'ca ' })).toEqual(HOME);
  });

  it('compares without case or spacing', () => {
    expect(sameAddress(HOME, { ...HOME, street1: '42  lighthouse lane', state: 'ca' })).toBe(true);
    expect(sameAddress(HOME, { ...HOME, street2: 'Unit 2' })).toBe(false);
  });
});
