import { describe, expect, it } from 'vitest';
import configFile from '../../../flows/conditions.json';
import type { ConditionsConfig } from '../types/conditions';
import type { Condition } from './condition';
import { accountLast4, conditionCopy, conditionHref, conditionPage, UNKNOWN_LAST4 } from './condition-page';

const config = configFile as ConditionsConfig;
const condition = (categoryEnum: string, extra: Partial<Condition> = {}): Condition => ({
  uuid: '3f1c6a52-9d1b-4c1e-8a47-2f0e6b9d1c11',
  categoryEnum,
  created: '2026-03-01T10:00:00Z',
  actionNeeded: true,
  ...extra,
});

describe('conditionPage', () => {
  it('sends document requests to upload-document and the others to their location', () => {
    expect(conditionPage(condition('BANK_ACCOUNT_FRAUD_REVIEW'), config)).toBe('upload-document');
    expect(conditionPage(condition('HELOC_MANUAL_PAYSTUB_UPLOAD'), config)).toBe('upload-document');
    expect(conditionPage(condition('ID_VERIFICATION_FAILURE'), config)).toBe('identity');
    expect(conditionPage(condition('MISSING_PHONE_NUMBER'), config)).toBe('phone-number');
    expect(conditionPage(condition('NOT_A_CATEGORY'), config)).toBeNull();
  });
});

describe('conditionHref', () => {
  it('names the condition in the query, below the area given', () => {
    const href = conditionHref(condition('REVIEW_TRUST_REQUIREMENTS'), config, '/2b6f0cc9-1111-4a4a-9999-0123456789ab');
    const url = new URL(href!, 'http://x');
    expect(url.pathname).toBe('/2b6f0cc9-1111-4a4a-9999-0123456789ab/conditions/upload-document');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      conditionUuid: '3f1c6a52-9d1b-4c1e-8a47-2f0e6b9d1c11',
      conditionType: 'DOCUMENT_UPLOAD',
      conditionEnum: 'REVIEW_TRUST_REQUIREMENTS',
    });
    expect(conditionHref(condition('MISSING_PHONE_NUMBER'), config, '/heloc-signer')).toMatch(
      /^\/heloc-signer\/conditions\/phone-number\?/,
    );
    expect(conditionHref(condition('OTHER'), config, '/heloc-signer')).toBeNull();
  });

  it('has a page for every category', () => {
    for (const categoryEnum of Object.keys(config.categories)) expect(conditionHref(condition(categoryEnum), config, '')).not.toBeNull();
  });
});

describe('conditionCopy', () => {
  const paystubs = config.categories.HELOC_MANUAL_PAYSTUB_UPLOAD!;

  it("asks for several paystubs with 'Upload Documents' when more than one is required", () => {
    const copy = conditionCopy(condition('HELOC_MANUAL_PAYSTUB_UPLOAD', { xtraData: { numDocsRequired: 2 } }), paystubs, config, '1234');
    expect(copy).toEqual({
      header: paystubs.header,
      button: 'verification:upload.uploadMany',
      description: 'verification:paystubs.many',
      values: { count: 2, last4: '1234' },
    });
  });

  it('asks for one paystub with the category button otherwise', () => {
    const copy = conditionCopy(condition('HELOC_MANUAL_PAYSTUB_UPLOAD', { xtraData: { numDocsRequired: 1 } }), paystubs, config, '1234');
    expect(copy.button).toBe(paystubs.button);
    expect(copy.description).toBe('verification:paystubs.one');
  });

  it("uses 'Upload Documents' for any category asking for several, keeping its own description when it has no plural one", () => {
    const generic = config.categories.GENERIC_DOCUMENT_REQUEST!;
    const copy = conditionCopy(condition('GENERIC_DOCUMENT_REQUEST', { xtraData: { numDocsRequired: 3 } }), generic, config, '');
    expect(copy.button).toBe(config.manyDocumentsButton);
    expect(copy.description).toBe(generic.description);
  });
});

describe('accountLast4', () => {
  it('reads the mask, then the account number', () => {
    expect(accountLast4({ disburseAccount: { mask: '••••6789' } })).toBe('6789');
    expect(accountLast4({ disburseAccount: { accountNumber: '000123456' } })).toBe('3456');
    expect(accountLast4({ disburseAccount: { mask: '12' } })).toBe(UNKNOWN_LAST4);
    expect(accountLast4({})).toBe(UNKNOWN_LAST4);
  });
});
