import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import configFile from '../../../flows/conditions.json';
import type { ConditionsConfig } from '../types/conditions';
import type { Condition } from './condition';
import { knownConditions, openConditions } from './condition-list';

const config = configFile as ConditionsConfig;
const condition = (categoryEnum: string, created: string, actionNeeded = true): Condition => ({
  uuid: `${categoryEnum}-${created}`,
  categoryEnum,
  created,
  actionNeeded,
});

describe('knownConditions', () => {
  it('maps every category the spec names', () => {
    expect(Object.keys(config.categories).sort()).toEqual(
      [
        'BANK_ACCOUNT_FRAUD_REVIEW',
        'ID_VERIFICATION_FAILURE',
        'MISSING_PHONE_NUMBER',
        'REVIEW_TRUST_REQUIREMENTS',
        'PROPERTY_LEGAL_DESCRIPTION',
        'IDENTITY_DOCUMENT_FRAUD_REVIEW',
        'PROPERTY_OWNERSHIP_FRAUD_REVIEW',
        'FALSE_OWNERSHIP_TYPE_REVIEW',
        'HELOC_MANUAL_PAYSTUB_UPLOAD',
        'HARD_CREDIT_INQUIRY_REVIEW',
        'GENERIC_DOCUMENT_REQUEST',
        'ESCALATION_REVIEW',
      ].sort(),
    );
  });

  it('drops unknown categories and sorts the rest oldest first', () => {
    const list = [
      condition('GENERIC_DOCUMENT_REQUEST', '2026-03-02T10:00:00Z'),
      condition('SOMETHING_NEW', '2026-01-01T10:00:00Z'),
      condition('MISSING_PHONE_NUMBER', '2026-03-01T10:00:00Z'),
    ];
    expect(knownConditions(list, config).map((c) => c.categoryEnum)).toEqual(['MISSING_PHONE_NUMBER', 'GENERIC_DOCUMENT_REQUEST']);
  });

  it('keeps an unreadable date last instead of scrambling the order', () => {
    const list = [condition('ESCALATION_REVIEW', 'not a date'), condition('GENERIC_DOCUMENT_REQUEST', '2026-03-02T10:00:00Z')];
    expect(knownConditions(list, config).map((c) => c.categoryEnum)).toEqual(['GENERIC_DOCUMENT_REQUEST', 'ESCALATION_REVIEW']);
  });

  it('always answers known categories in ascending creation order', () => {
    const categories = [...Object.keys(config.categories), 'UNKNOWN_ONE'];
    fc.assert(
      fc.property(fc.array(fc.record({ category: fc.constantFrom(...categories), at: fc.integer({ min: 0, max: 4e12 }) })), (items) => {
        const list = items.map(({ category, at }) => condition(category, new Date(at).toISOString()));
        const known = knownConditions(list, config);
        expect(known.every((c) => c.categoryEnum !== 'UNKNOWN_ONE')).toBe(true);
        expect(known).toHaveLength(list.filter((c) => c.categoryEnum !== 'UNKNOWN_ONE').length);
        for (let i = 1; i < known.length; i += 1)
          expect(Date.parse(known[i - 1]!.created)).toBeLessThanOrEqual(Date.parse(known[i]!.created));
      }),
    );
  });

  it('does not reorder the list it is given', () => {
    const list = [condition('ESCALATION_REVIEW', '2026-03-02T10:00:00Z'), condition('MISSING_PHONE_NUMBER', '2026-03-01T10:00:00Z')];
    knownConditions(list, config);
    expect(list[0]!.categoryEnum).toBe('ESCALATION_REVIEW');
  });
});

describe('openConditions', () => {
  it('keeps the ones that still need action', () => {
    const list = [condition('ESCALATION_REVIEW', '2026-03-02T10:00:00Z', false), condition('MISSING_PHONE_NUMBER', '2026-03-01T10:00:00Z')];
    expect(openConditions(list).map((c) => c.categoryEnum)).toEqual(['MISSING_PHONE_NUMBER']);
  });
});
