import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { booleanOverrides, combineOverrides, parseDdpPilot } from './ddp-pilot';

describe('parseDdpPilot', () => {
  it('reads keys with on/off settings; a bare key is on', () => {
    expect(parseDdpPilot('fe-webchat,fe-heloc-redesign-2025:off, fe-x:TRUE ,fe-y:0')).toEqual({
      'fe-webchat': true,
      'fe-heloc-redesign-2025': false,
      'fe-x': true,
      'fe-y': false,
    });
  });

  it('skips malformed entries', () => {
    expect(parseDdpPilot('fe-a:maybe,:on,fe-b:on:off,<script>,fe-c')).toEqual({ 'fe-c': true });
  });

  it('clears with an empty value or clear', () => {
    expect(parseDdpPilot('')).toBe('clear');
    expect(parseDdpPilot(' Clear ')).toBe('clear');
  });

  it('never throws and answers booleans only', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const parsed = parseDdpPilot(value);
        return parsed === 'clear' || Object.values(parsed).every((v) => typeof v === 'boolean');
      }),
    );
  });
});

describe('combineOverrides', () => {
  it('lets the tab’s session overrides win over the persisted pilot', () => {
    expect(combineOverrides({ a: true, b: true }, { b: false })).toEqual({ a: true, b: false });
  });

  it('drops anything that is not a boolean', () => {
    expect(booleanOverrides({ a: 'yes', b: true })).toEqual({ b: true });
    expect(combineOverrides('garbage', [true])).toEqual({});
  });
});
