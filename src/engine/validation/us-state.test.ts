import { afterEach, describe, expect, it } from 'vitest';
import tableFile from '../../../flows/us-states.json';
import lenderSchema from '../../../schemas/lender.schema.json';
import { evaluateRule } from '../json-logic/json-logic';
import { parseUsState, provideUsStateTable, zipInState, type UsStateTable } from './us-state';

const table: UsStateTable = tableFile;

describe('parseUsState', () => {
  it('reads a state typed by name or code, in any case', () => {
    for (const text of ['Texas', 'texas', ' TEXAS ', 'tx', 'TX', 'Tx']) expect(parseUsState(text, table), text).toBe('TX');
    expect(parseUsState('new   york', table)).toBe('NY');
    expect(parseUsState('District of Columbia', table)).toBe('DC');
    expect(parseUsState('D.C.', table)).toBe('DC');
  });

  it('names no state for text that is none', () => {
    for (const text of ['', 'TE', 'Tex', 'Texass', 'XX', 'Puerto Rico']) expect(parseUsState(text, table), text).toBeUndefined();
  });
});

describe('zipInState', () => {
  it('matches a ZIP code to its state by its first three digits', () => {
    expect(zipInState('78701', 'TX', table)).toBe(true);
    expect(zipInState('73301', 'TX', table)).toBe(true);
    expect(zipInState('73301', 'OK', table)).toBe(false);
    expect(zipInState('95814', 'TX', table)).toBe(false);
    expect(zipInState('02108', 'MA', table)).toBe(true);
    expect(zipInState('05501', 'MA', table)).toBe(true);
    expect(zipInState('05501', 'VT', table)).toBe(false);
    expect(zipInState('06390', 'NY', table)).toBe(true);
    expect(zipInState('06390', 'CT', table)).toBe(true);
  });

  it('has no answer until both are complete', () => {
    expect(zipInState('787', 'TX', table)).toBeUndefined();
    expect(zipInState('78701', 'Texas', table)).toBeUndefined();
  });

  it('agrees with every sample address the sandbox offers and the tests use', () => {
    const samples: Array<[string, string]> = [
      ['CA', '95814'],
      ['OR', '97205'],
      ['WA', '98101'],
      ['NV', '89501'],
      ['AZ', '85004'],
      ['CO', '80202'],
      ['TX', '78701'],
      ['IL', '60601'],
      ['MI', '48104'],
      ['FL', '33131'],
      ['MD', '21201'],
      ['MA', '02108'],
      ['HI', '96813'],
      ['NY', '10118'],
      ['AL', '35004'],
      ['OR', '97147'],
      ['MI', '48201'],
      ['IL', '62701'],
      ['OR', '97501'],
      ['MD', '21401'],
    ];
    for (const [state, zip] of samples) expect(zipInState(zip, state, table), `${state} ${zip}`).toBe(true);
  });
});

describe('the table', () => {
  it('lists every state a lender may name, once', () => {
    const codes = table.states.map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual([...lenderSchema.$defs.state.enum].sort());
  });

  it('gives each ZIP prefix to at most one state, apart from the prefixes that serve towns across a line', () => {
    const shared = new Set(['063', '834']);
    for (let n = 0; n < 1000; n++) {
      const prefix = String(n).padStart(3, '0');
      const owners = table.states.filter((s) => zipInState(`${prefix}01`, s.code, table));
      if (!shared.has(prefix)) expect(owners.length, prefix).toBeLessThanOrEqual(1);
    }
  });
});

describe('the zipInState operator', () => {
  afterEach(() => provideUsStateTable(undefined));
  const rule = { zipInState: [{ var: 'zip' }, { var: 'state' }] };

  it('passes everything until the table is there, then checks', () => {
    expect(evaluateRule(rule, { zip: '95814', state: 'TX' })).toBe(true);
    provideUsStateTable(table);
    expect(evaluateRule(rule, { zip: '95814', state: 'TX' })).toBe(false);
    expect(evaluateRule(rule, { zip: '78701', state: 'TX' })).toBe(true);
    expect(evaluateRule(rule, { zip: '', state: 'TX' })).toBe(true);
  });
});
