import { describe, expect, it } from 'vitest';
import { copyOverrides, copyTexts } from './copy-overrides';

describe('copyOverrides', () => {
  const base = {
    $schema: '../../schemas/copy.schema.json',
    schemaVersion: 1,
    offers: { prequalified: 'You are pre-qualified for up to {{amount}}', title: 'Your offers' },
    help: 'Call us',
  };

  it('reads every text by its dotted key, leaving the file’s own fields out', () => {
    expect(copyTexts(base)).toEqual([
      ['offers.prequalified', 'You are pre-qualified for up to {{amount}}'],
      ['offers.title', 'Your offers'],
      ['help', 'Call us'],
    ]);
  });

  it('pairs each overridden text with the base text it replaces, and marks a key the base lacks', () => {
    const override = { $schema: 'x', schemaVersion: 1, offers: { prequalified: 'Harbor: up to {{amount}}' }, extra: 'New' };
    expect(copyOverrides(override, base)).toEqual([
      { key: 'offers.prequalified', text: 'Harbor: up to {{amount}}', base: 'You are pre-qualified for up to {{amount}}' },
      { key: 'extra', text: 'New', base: undefined },
    ]);
    expect(copyOverrides(override, undefined).map((o) => o.base)).toEqual([undefined, undefined]);
  });
});
