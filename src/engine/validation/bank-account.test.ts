import { describe, expect, it } from 'vitest';
import { lastFour, validateManualAccount, type ManualAccountInput } from './bank-account';

const valid: ManualAccountInput = {
  routingNumber: '123456780',
  accountNumber: '000123456789',
  confirmAccountNumber: '000123456789',
  accountType: 'CHECKING',
};

describe('validateManualAccount', () => {
  it('accepts a complete account, ignoring spaces and dashes', () => {
    expect(validateManualAccount(valid)).toEqual({});
    expect(validateManualAccount({ ...valid, routingNumber: '1234 5678-0', confirmAccountNumber: '000-123-456-789' })).toEqual({});
  });

  it('names each missing field', () => {
    expect(validateManualAccount({ routingNumber: '', accountNumber: '', confirmAccountNumber: '', accountType: null })).toEqual({
      routingNumber: 'routingRequired',
      accountNumber: 'accountRequired',
      confirmAccountNumber: 'confirmRequired',
      accountType: 'typeRequired',
    });
  });

  it('tells a short routing number from one whose checksum fails', () => {
    expect(validateManualAccount({ ...valid, routingNumber: '12345678' }).routingNumber).toBe('routingLength');
    expect(validateManualAccount({ ...valid, routingNumber: '12345678a' }).routingNumber).toBe('routingLength');
    expect(validateManualAccount({ ...valid, routingNumber: '123456789' }).routingNumber).toBe('routingInvalid');
  });

  it('checks the account number and its confirmation', () => {
    expect(validateManualAccount({ ...valid, accountNumber: '123', confirmAccountNumber: '123' }).accountNumber).toBe('accountFormat');
    expect(validateManualAccount({ ...valid, accountNumber: '1'.repeat(18), confirmAccountNumber: '1'.repeat(18) }).accountNumber).toBe(
      'accountFormat',
    );
    expect(validateManualAccount({ ...valid, confirmAccountNumber: '000123456788' })).toEqual({ confirmAccountNumber: 'confirmMismatch' });
  });
});

describe('lastFour', () => {
  it('keeps only the last four digits', () => {
    expect(lastFour('000-123-456-789')).toBe('6789');
  });
});
