import { describe, expect, it } from 'vitest';
import { PAYSTUB_CONDITION, paystubsRequested } from './paystub-request';

const condition = (extra: object) => ({ categoryEnum: PAYSTUB_CONDITION, actionNeeded: true, ...extra });

describe('paystubsRequested', () => {
  it('asks for the number the condition names when above one', () => {
    expect(paystubsRequested([condition({ xtraData: { numDocsRequired: 2 } })])).toBe(2);
  });

  it('asks for one when the count is one, missing or not a number', () => {
    expect(paystubsRequested([condition({ xtraData: { numDocsRequired: 1 } })])).toBe(1);
    expect(paystubsRequested([condition({})])).toBe(1);
    expect(paystubsRequested([condition({ xtraData: { numDocsRequired: 'two' } })])).toBe(1);
  });

  it('is null when no open paystub request exists', () => {
    expect(paystubsRequested(undefined)).toBeNull();
    expect(paystubsRequested([condition({ actionNeeded: false })])).toBeNull();
    expect(paystubsRequested([{ categoryEnum: 'GENERIC_DOCUMENT_REQUEST', actionNeeded: true }])).toBeNull();
  });
});
