import { describe, expect, it } from 'vitest';
import { isAdditionalSigner, isSignerOf, signerPage, signerPageFor } from './additional-signer';

const me = 'a1b2c3d4-0000-4000-8000-000000000001';
const other = 'a1b2c3d4-0000-4000-8000-000000000002';

describe('isAdditionalSigner', () => {
  it('is true for a CO_DEEDER identity whatever the application says', () => {
    expect(isAdditionalSigner({ uuid: me, type: 'CO_DEEDER' })).toBe(true);
    expect(isAdditionalSigner({ uuid: me, type: 'CO_DEEDER' }, { additionalSignerVersion: 'v2' })).toBe(true);
  });

  it('counts helocSigners only when additionalSignerVersion is v1', () => {
    const signers = [{ identityUuid: me }];
    expect(isAdditionalSigner({ uuid: me, type: 'PRIMARY' }, { additionalSignerVersion: 'v1', helocSigners: signers })).toBe(true);
    expect(isAdditionalSigner({ uuid: me, type: 'PRIMARY' }, { additionalSignerVersion: 'v2', helocSigners: signers })).toBe(false);
    expect(isAdditionalSigner({ uuid: me, type: 'PRIMARY' }, { helocSigners: signers })).toBe(false);
    expect(isAdditionalSigner({ uuid: other, type: 'PRIMARY' }, { additionalSignerVersion: 'v1', helocSigners: signers })).toBe(false);
  });

  it('tolerates malformed lists', () => {
    expect(isAdditionalSigner({ uuid: me }, { additionalSignerVersion: 'v1', helocSigners: [null, 'x'] })).toBe(false);
    expect(isAdditionalSigner({ uuid: me }, { additionalSignerVersion: 'v1', helocSigners: {} })).toBe(false);
  });
});

describe('isSignerOf', () => {
  it('needs a CO_DEEDER to be one of the co-deeders of this application', () => {
    expect(isSignerOf({ uuid: me, type: 'CO_DEEDER' }, { coDeeders: [{ identityUuid: me }] })).toBe(true);
    expect(isSignerOf({ uuid: me, type: 'CO_DEEDER' }, { coDeeders: [{ identityUuid: other }] })).toBe(false);
    expect(isSignerOf({ uuid: me, type: 'CO_DEEDER' }, {})).toBe(false);
  });

  it('accepts a v1 heloc signer, and not a primary borrower merely named as a co-deeder', () => {
    expect(isSignerOf({ uuid: me, type: 'PRIMARY' }, { additionalSignerVersion: 'v1', helocSigners: [{ identityUuid: me }] })).toBe(true);
    expect(isSignerOf({ uuid: me, type: 'PRIMARY' }, { coDeeders: [{ identityUuid: me }] })).toBe(false);
  });
});

describe('signerPage', () => {
  it('follows the signer through intro, signing and their documents', () => {
    expect(signerPage({ applicationCancelled: false, idUploaded: false, signed: false })).toBe('intro');
    expect(signerPage({ applicationCancelled: false, idUploaded: true, signed: false })).toBe('sign');
    expect(signerPage({ applicationCancelled: false, idUploaded: true, signed: true })).toBe('documents');
  });

  it('sends everyone to cancelled once the application is cancelled', () => {
    expect(signerPage({ applicationCancelled: true, idUploaded: true, signed: true })).toBe('cancelled');
  });
});

describe('signerPageFor', () => {
  const fresh = { applicationCancelled: false, idUploaded: false, signed: false };
  it('keeps a signer on the steps whose turn has come', () => {
    expect(signerPageFor('intro', fresh)).toBe('intro');
    expect(signerPageFor('identity', fresh)).toBe('identity');
    expect(signerPageFor('sign', { ...fresh, idUploaded: true })).toBe('sign');
    expect(signerPageFor('identity', { ...fresh, idUploaded: true })).toBe('identity');
  });

  it('sends them back to the ID before signing, and on to their documents after', () => {
    expect(signerPageFor('sign', fresh)).toBe('identity');
    expect(signerPageFor('documents', fresh)).toBe('intro');
    const signed = { applicationCancelled: false, idUploaded: true, signed: true };
    expect(signerPageFor('sign', signed)).toBe('documents');
    expect(signerPageFor('intro', signed)).toBe('documents');
  });

  it('always opens document requests, unless the application is cancelled', () => {
    expect(signerPageFor('conditions/upload-document', fresh)).toBe('conditions/upload-document');
    expect(signerPageFor('conditions', { ...fresh, signed: true, idUploaded: true })).toBe('conditions');
    expect(signerPageFor('conditions', { ...fresh, applicationCancelled: true })).toBe('cancelled');
  });
});
