import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requestedDocumentCount } from './requested-documents';

describe('requestedDocumentCount', () => {
  it('asks for that many when numDocsRequired is above 1', () => {
    expect(requestedDocumentCount({ xtraData: { numDocsRequired: 3 } })).toBe(3);
  });

  it('asks for one otherwise', () => {
    for (const numDocsRequired of [1, 0, -2, undefined, '4', null, Number.POSITIVE_INFINITY]) {
      expect(requestedDocumentCount({ xtraData: { numDocsRequired } })).toBe(1);
    }
    expect(requestedDocumentCount({})).toBe(1);
    expect(requestedDocumentCount({ xtraData: null })).toBe(1);
  });

  it('is always a whole number of at least one', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (numDocsRequired) => {
        const count = requestedDocumentCount({ xtraData: { numDocsRequired } });
        expect(Number.isInteger(count)).toBe(true);
        expect(count).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});
