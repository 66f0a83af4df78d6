import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  ageInYears,
  daysBetween,
  evaluateRule,
  parseIsoDate,
  RuleError,
  unknownOperators,
  unsafeVariables,
  variablePaths,
} from './json-logic';

describe('evaluateRule', () => {
  it('evaluates allow-listed operators over data', () => {
    const rule = { and: [{ '==': [{ var: 'draft.propertyAddress.state' }, 'AL'] }, { '<': [{ var: 'draft.age' }, 19] }] };
    expect(evaluateRule(rule, { draft: { propertyAddress: { state: 'AL' }, age: 18 } })).toBe(true);
    expect(evaluateRule(rule, { draft: { propertyAddress: { state: 'CA' }, age: 18 } })).toBe(false);
  });

  it('refuses operators outside the allow-list, however deep', () => {
    expect(() => evaluateRule({ and: [true, { log: 'x' }] }, {})).toThrow(RuleError);
    expect(() => evaluateRule({ method: [{ var: 'a' }, 'toString'] }, { a: 1 })).toThrow(/Operator not allowed: method/);
  });

  it('looks a value up by a computed key, with a fallback', () => {
    const data = { ages: { AL: 19 }, state: 'AL', other: 'TX' };
    expect(evaluateRule({ lookup: [{ var: 'ages' }, { var: 'state' }, 0] }, data)).toBe(19);
    expect(evaluateRule({ lookup: [{ var: 'ages' }, { var: 'other' }, 0] }, data)).toBe(0);
    expect(evaluateRule({ lookup: [{ var: 'missing' }, { var: 'state' }, 0] }, data)).toBe(0);
    expect(evaluateRule({ lookup: [{ var: 'ages' }, 'constructor', 0] }, data)).toBe(0);
  });

  it('checks password strength', () => {
    expect(evaluateRule({ strongPassword: [{ var: 'p' }] }, { p: 'Mixed!Case1234' })).toBe(true);
    expect(evaluateRule({ strongPassword: [{ var: 'p' }] }, { p: 'weak' })).toBe(false);
    expect(evaluateRule({ strongPassword: [{ var: 'p' }] }, {})).toBe(false);
  });

  it('runs the registered custom operators', () => {
    expect(evaluateRule({ ageInYears: ['1964-11-23', '2026-11-22'] }, {})).toBe(61);
    expect(evaluateRule({ startsWith: [{ var: 's' }, 'WAITING_FOR'] }, { s: 'WAITING_FOR_SOFT_CREDIT' })).toBe(true);
    expect(evaluateRule({ includes: [{ var: 'zips' }, '90210'] }, { zips: ['90210'] })).toBe(true);
    expect(evaluateRule({ includes: [{ var: 'missing' }, '90210'] }, {})).toBe(false);
    expect(evaluateRule({ addDays: ['2026-01-31', 45] }, {})).toBe('2026-03-17');
  });
});

describe('variables that could reach a prototype', () => {
  const data = { draft: { email: 'ada@example.com', list: ['a', 'b'] } };

  it('refuses a var through __proto__, prototype or constructor, however deep', () => {
    for (const name of ['draft.__proto__', 'constructor', 'draft.constructor.name', 'draft.email.constructor', 'x.prototype']) {
      expect(() => evaluateRule({ '==': [{ var: name }, 1] }, data), name).toThrow(RuleError);
    }
    expect(() => evaluateRule({ some: [{ var: 'draft.list' }, { var: '__proto__' }] }, data)).toThrow(/__proto__/);
    expect(() => evaluateRule({ missing: ['draft.__proto__'] }, data)).toThrow(RuleError);
  });

  it('refuses a var whose name is computed', () => {
    expect(() => evaluateRule({ var: { cat: ['dr', 'aft'] } }, data)).toThrow(/computed/);
    expect(() => evaluateRule({ var: [{ var: 'draft.email' }] }, data)).toThrow(RuleError);
    expect(() => evaluateRule({ var: [true] }, data)).toThrow(RuleError);
  });

  it('reads own properties only, so names that come from data cannot reach a prototype', () => {
    const keys = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];
    expect(evaluateRule({ missing: { var: 'keys' } }, { keys })).toEqual(keys);
    expect(evaluateRule({ var: 'draft.toString' }, data)).toBeNull();
    expect(evaluateRule({ var: ['draft.valueOf', 'fallback'] }, data)).toBe('fallback');
  });

  it('still reads nested values, array items, string lengths, defaults and the whole item', () => {
    expect(evaluateRule({ var: 'draft.email' }, data)).toBe('ada@example.com');
    expect(evaluateRule({ var: 'draft.list.1' }, data)).toBe('b');
    expect(evaluateRule({ var: 'draft.email.length' }, data)).toBe(15);
    expect(evaluateRule({ var: ['draft.nothing', 7] }, data)).toBe(7);
    expect(evaluateRule({ var: 'draft.email.nothing.deeper' }, data)).toBeNull();
    expect(evaluateRule({ filter: [{ var: 'draft.list' }, { '==': [{ var: '' }, 'b'] }] }, data)).toEqual(['b']);
    expect(evaluateRule({ map: [[1, 2], { '*': [{ var: [] }, 2] }] }, data)).toEqual([2, 4]);
    expect(evaluateRule({ missing: ['draft.email', 'draft.phone'] }, data)).toEqual(['draft.phone']);
    expect(evaluateRule({ var: 0 }, ['first'])).toBe('first');
  });

  it('lists each problem with a JSON pointer into the rule', () => {
    const rule = {
      and: [
        { var: 'draft.email' },
        { '==': [{ var: 'draft.__proto__' }, null] },
        { var: { cat: ['dr', 'aft'] } },
        { missing_some: [1, ['draft.phone', 'a/b.constructor']] },
      ],
    };
    expect(unsafeVariables(rule)).toEqual([
      { pointer: '/and/1/==/0', message: "variable 'draft.__proto__' goes through '__proto__', which rules may not read" },
      { pointer: '/and/2', message: 'variable name must be written out as a string or a number, not computed: {"cat":["dr","aft"]}' },
      { pointer: '/and/3', message: "variable 'a/b.constructor' goes through 'constructor', which rules may not read" },
    ]);
    expect(unsafeVariables({ if: [{ var: 'draft.email' }, { var: ['draft.x', { var: 'draft.y' }] }, { var: '' }] })).toEqual([]);
  });
});

describe('unknownOperators and variablePaths', () => {
  it('lists unknown operators once each', () => {
    expect(unknownOperators({ or: [{ eval: 1 }, { and: [{ eval: 2 }, { var: 'x' }] }] })).toEqual(['eval']);
  });

  it('lists variables read, skipping item-scoped ones', () => {
    const rule = {
      and: [
        { var: ['draft.name.firstName', 'none'] },
        { missing: ['draft.dob', 'draft.email'] },
        { missing_some: [1, ['draft.phone', 'draft.email']] },
        { some: [{ var: 'application.documents' }, { '==': [{ var: 'type' }, 'PASSPORTFRONT'] }] },
      ],
    };
    expect(variablePaths(rule).sort()).toEqual([
      'application.documents',
      'draft.dob',
      'draft.email',
      'draft.name.firstName',
      'draft.phone',
    ]);
  });
});

describe('dates', () => {
  it('parses strict ISO dates only', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ y: 2024, m: 2, d: 29 });
    expect(parseIsoDate('2023-02-29')).toBeNull();
    expect(parseIsoDate('02/01/2024')).toBeNull();
    expect(parseIsoDate(20240201)).toBeNull();
  });

  it('counts a birthday only once it is reached', () => {
    expect(ageInYears('2008-11-22', '2026-11-22')).toBe(18);
    expect(ageInYears('2008-11-23', '2026-11-22')).toBe(17);
    expect(ageInYears('2000-02-29', '2026-02-28')).toBe(25);
    expect(ageInYears('bad', '2026-02-28')).toBeNull();
  });

  it('adds days and measures them back', () => {
    const isoDate = fc
      .date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(isoDate, fc.integer({ min: -20000, max: 20000 }), (date, days) => {
        expect(daysBetween(date, addDays(date, days)!)).toBe(days);
      }),
    );
  });

  it('agrees with a year count: age grows by exactly one on each birthday', () => {
    const isoDate = fc
      .date({ min: new Date('1920-01-01'), max: new Date('2010-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(isoDate, fc.integer({ min: 1, max: 90 }), (dob, years) => {
        const [y, m, d] = dob.split('-');
        const birthday = `${Number(y) + years}-${m}-${d}`;
        if (!parseIsoDate(birthday)) return; // 29 February in a common year
        expect(ageInYears(dob, birthday)).toBe(years);
        expect(ageInYears(dob, addDays(birthday, -1)!)).toBe(years - 1);
      }),
    );
  });
});
