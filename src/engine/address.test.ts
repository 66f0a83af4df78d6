import { expect, it } from 'vitest';
import { oneLineAddress } from './address';

it('writes an address on one line, leaving out an empty unit', () => {
  expect(oneLineAddress({ street1: '1 Elm St', street2: 'Apt 2', city: 'Reno', state: 'NV', zip: '89501' })).toBe(
    '1 Elm St, Apt 2, Reno, NV 89501',
  );
  expect(oneLineAddress({ street1: '1 Elm St', street2: '', city: 'Reno', state: 'NV', zip: '89501' })).toBe('1 Elm St, Reno, NV 89501');
});
