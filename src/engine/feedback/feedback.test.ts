import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LenderConfig } from '../lender/lender-package';
import {
  applicationUuidFromPath,
  EMPTY_FEEDBACK,
  feedbackAvailable,
  feedbackRequest,
  firstInvalidField,
  validateFeedback,
} from './feedback';

const valid = { topic: 'IMPROVE' as const, message: 'The income step was confusing.', marketingConsent: 'NO' as const };
const UUID = '0b7f4d1e-9a43-4c2b-8d6e-1f2a3b4c5d6e';

describe('validateFeedback', () => {
  it('accepts a complete form', () => {
    expect(validateFeedback(valid)).toEqual({});
  });

  it('names every missing answer, in the form’s order', () => {
    const errors = validateFeedback(EMPTY_FEEDBACK);
    expect(errors).toEqual({ topic: 'topicRequired', message: 'messageRequired', marketingConsent: 'consentRequired' });
    expect(firstInvalidField(errors)).toBe('topic');
    expect(firstInvalidField({ marketingConsent: 'consentRequired', message: 'messageTooShort' })).toBe('message');
    expect(firstInvalidField({})).toBeNull();
  });

  it('needs 10 to 1000 characters, not counting surrounding spaces', () => {
    expect(validateFeedback({ ...valid, message: 'Too short' }).message).toBe('messageTooShort');
    expect(validateFeedback({ ...valid, message: '   123456789   ' }).message).toBe('messageTooShort');
    expect(validateFeedback({ ...valid, message: '1234567890' }).message).toBeUndefined();
    expect(validateFeedback({ ...valid, message: 'x'.repeat(1000) }).message).toBeUndefined();
    expect(validateFeedback({ ...valid, message: 'x'.repeat(1001) }).message).toBe('messageTooLong');
    expect(validateFeedback({ ...valid, message: '   ' }).message).toBe('messageRequired');
  });

  it('agrees with the length rule for any message', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 1100 }), (message) => {
        const length = message.trim().length;
        const error = validateFeedback({ ...valid, message }).message;
        expect(error === undefined).toBe(length >= 10 && length <= 1000);
      }),
    );
  });
});

describe('feedbackRequest', () => {
  it('sends consent as a boolean, the trimmed message, the page and the product type', () => {
    expect(
      feedbackRequest({ ...valid, message: '  Lovely and quick.  ', marketingConsent: 'YES' }, { pathname: '/account/heloc/x' }),
    ).toEqual({
      topic: 'IMPROVE',
      message: 'Lovely and quick.',
      marketingConsent: true,
      pathname: '/account/heloc/x',
      productType: 'HELOC',
    });
    expect(feedbackRequest(valid, { pathname: '/p', applicationUuid: UUID })).toMatchObject({
      marketingConsent: false,
      applicationUuid: UUID,
    });
  });
});

describe('applicationUuidFromPath', () => {
  it('reads the application id from an application page only', () => {
    expect(applicationUuidFromPath(`/account/heloc/${UUID}/product/select`, '/account/heloc/')).toBe(UUID);
    expect(applicationUuidFromPath(`/account/heloc/${UUID}`, '/account/heloc')).toBe(UUID);
    expect(applicationUuidFromPath('/account/heloc/register-v2/birthdate', '/account/heloc/')).toBeUndefined();
    expect(applicationUuidFromPath(`/account/heloc/heloc-signer/${UUID}`, '/account/heloc/')).toBeUndefined();
    expect(applicationUuidFromPath(`/elsewhere/${UUID}`, '/account/heloc/')).toBeUndefined();
  });
});

describe('feedbackAvailable', () => {
  const lender = (brand: 'main' | 'whiteLabel', feedback: boolean) => ({ features: { brand, feedback } }) as unknown as LenderConfig;
  it('is for signed-in users of a main-brand lender that keeps feedback on', () => {
    expect(feedbackAvailable(lender('main', true), true)).toBe(true);
    expect(feedbackAvailable(lender('main', true), false)).toBe(false);
    expect(feedbackAvailable(lender('whiteLabel', true), true)).toBe(false);
    expect(feedbackAvailable(lender('main', false), true)).toBe(false);
  });
});
