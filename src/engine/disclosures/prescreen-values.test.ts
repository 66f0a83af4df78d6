import { describe, expect, it } from 'vitest';
import { prescreenValues, tollFree } from './prescreen-values';

describe('prescreenValues', () => {
  it('prints the toll-free number as the model notices do and lists every address to write to', () => {
    expect(tollFree('8885678688')).toBe('1-888-567-8688');
    const values = prescreenValues(
      {
        phoneNumber: '8885678688',
        phoneNumberWords: '1-888-5-OPT-OUT',
        mailingAddresses: [
          { name: 'Agency One', street1: 'P.O. Box 1', city: 'Atlanta', state: 'GA', zip: '30374' },
          { name: 'Agency Two', street1: '2 Main St', city: 'Allen', state: 'TX', zip: '75013' },
        ],
      },
      'the agencies',
    );
    expect(values).toEqual({
      phoneWords: '1-888-5-OPT-OUT',
      phone: '1-888-567-8688',
      agencyName: 'the agencies',
      mailingAddresses: 'Agency One, P.O. Box 1, Atlanta, GA 30374; Agency Two, 2 Main St, Allen, TX 75013',
    });
  });
});
