import { describe, expect, it } from 'vitest';
import { dateTimeFormat, listFormat } from './intl-formats';

describe('formatters kept per locale and options', () => {
  it('gives the same date formatter for the same locale and options, another for other options or another locale', () => {
    const long = dateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    expect(dateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })).toBe(long);
    expect(dateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' })).not.toBe(long);
    expect(dateTimeFormat('es-US', { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 10, 28))).toBe('28 de noviembre de 2026');
    expect(long.format(Date.UTC(2026, 10, 28))).toBe('November 28, 2026');
  });

  it('gives the same list formatter for the same locale and options, each writing its own language', () => {
    const or = listFormat('en-US', { style: 'long', type: 'disjunction' });
    expect(listFormat('en-US', { style: 'long', type: 'disjunction' })).toBe(or);
    expect(or.format(['5', '10', '15'])).toBe('5, 10, or 15');
    expect(listFormat('es-US', { style: 'long', type: 'disjunction' }).format(['5', '10', '15'])).toBe('5, 10 o 15');
  });
});
