import { describe, expect, it } from 'vitest';
import type { FeatureFlags } from '../types/feature-flags';
import { decideFlags, flagValues, valueAt } from './feature-flags';

const file: FeatureFlags = {
  $schema: '../schemas/feature-flags.schema.json',
  schemaVersion: 1,
  flags: [
    { key: 'plain', description: '', enabled: true },
    { key: 'chat', description: '', enabled: false, fromLender: 'features.webChat' },
    {
      key: 'disaster',
      description: '',
      enabled: false,
      fromLender: 'features.disasterZips',
      variables: [
        { key: 'zips', defaultValue: [], fromLender: 'features.disasterZips.zips' },
        { key: 'routes', defaultValue: ['a'] },
      ],
    },
  ],
  overrides: [{ organization: 'OVERRIDDEN', key: 'plain', enabled: false }],
};

describe('feature flags', () => {
  it('reads dotted paths safely', () => {
    expect(valueAt({ a: { b: 1 } }, 'a.b')).toBe(1);
    expect(valueAt({ a: null }, 'a.b')).toBeUndefined();
    expect(valueAt({}, 'constructor')).toBeUndefined();
  });

  it('follows the lender’s toggles and data, else the defaults', () => {
    const withData = decideFlags(file, { orgCode: 'A', features: { webChat: true, disasterZips: { zips: ['90265'] } } } as never);
    expect(withData).toEqual([
      { key: 'plain', enabled: true, variables: [] },
      { key: 'chat', enabled: true, variables: [] },
      {
        key: 'disaster',
        enabled: true,
        variables: [
          { key: 'zips', value: ['90265'] },
          { key: 'routes', value: ['a'] },
        ],
      },
    ]);
    const without = decideFlags(file, { orgCode: 'B', features: { webChat: false } } as never);
    expect(without.map((f) => f.enabled)).toEqual([true, false, false]);
    expect(without[2]!.variables[0]).toEqual({ key: 'zips', value: [] });
  });

  it('lets an organisation override a flag', () => {
    expect(decideFlags(file, { orgCode: 'OVERRIDDEN' } as never)[0]!.enabled).toBe(false);
  });
});

describe('flagValues', () => {
  const decisions = [
    { key: 'fe-heloc-redesign-2025', enabled: true, variables: [] },
    { key: 'fe-heloc-maintenance', enabled: false, variables: [{ key: 'routes', value: ['register-v2'] }] },
  ];

  it('maps decisions to on/off and variables by name', () => {
    expect(flagValues(decisions)).toEqual({
      enabled: { 'fe-heloc-redesign-2025': true, 'fe-heloc-maintenance': false },
      variables: { 'fe-heloc-redesign-2025': {}, 'fe-heloc-maintenance': { routes: ['register-v2'] } },
    });
  });

  it('applies boolean overrides of known flags only', () => {
    const values = flagValues(decisions, { 'fe-heloc-redesign-2025': false, 'fe-heloc-maintenance': 'yes', 'fe-unknown': true });
    expect(values.enabled).toEqual({ 'fe-heloc-redesign-2025': false, 'fe-heloc-maintenance': false });
  });

  it('ignores overrides that are not an object', () => {
    expect(flagValues(decisions, 'garbage').enabled['fe-heloc-redesign-2025']).toBe(true);
    expect(flagValues(decisions, null).enabled['fe-heloc-redesign-2025']).toBe(true);
  });
});
