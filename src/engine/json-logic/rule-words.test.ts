import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ALLOWED_OPERATORS, variablePaths } from './json-logic';
import { ruleInWords, spellPath, spellSegment } from './rule-words';

const v = (name: string) => ({ var: name });

describe('spellPath', () => {
  it('splits camelCase into lower-case words, keeping acronyms, numbers and flag names', () => {
    expect(spellPath('draft.propertyAddress.occupancyType')).toBe('draft property address occupancy type');
    expect(spellPath('status.uwDecision')).toBe('status uw decision');
    expect(spellPath('lender.features.newYork.role')).toBe('lender features new york role');
    expect(spellSegment('street1')).toBe('street1');
    expect(spellSegment('NY')).toBe('NY');
    expect(spellSegment('NYModal')).toBe('NY modal');
    expect(spellSegment('fe-heloc-figure-ny-modal')).toBe('fe-heloc-figure-ny-modal');
    expect(spellSegment('utm_source')).toBe('utm_source');
  });
});

describe('ruleInWords', () => {
  const occupancy = {
    variable: (path: string) => (path === 'draft.propertyAddress.occupancyType' ? 'occupancy' : undefined),
    value: (path: string, value: unknown) =>
      path === 'draft.propertyAddress.occupancyType' && value === 'HOME' ? 'Primary residence' : undefined,
  };

  it('reads a comparison with the words the options give for the variable and its value', () => {
    const guard = { '!=': [v('draft.propertyAddress.occupancyType'), 'HOME'] };
    expect(ruleInWords(guard, occupancy)).toBe('occupancy is not “Primary residence”');
    expect(ruleInWords(guard)).toBe('draft property address occupancy type is not “HOME”');
  });

  it('puts the variable first whichever side it is written on', () => {
    expect(ruleInWords({ '==': ['HOME', v('draft.propertyAddress.occupancyType')] }, occupancy)).toBe('occupancy is “Primary residence”');
  });

  it('reads a variable alone as whether it is set, and its negation as not set', () => {
    expect(ruleInWords(v('status.waitingOnFloodCert'))).toBe('status waiting on flood cert is set');
    expect(ruleInWords({ '!': v('application.isCrypto') })).toBe('application is crypto is not set');
    expect(ruleInWords({ '!!': [v('query.referrer')] })).toBe('query referrer is set');
    expect(ruleInWords({ '==': [v('a'), null] })).toBe('a is not set');
  });

  it('turns a negation into the opposite comparison rather than a "not"', () => {
    expect(ruleInWords({ '!': { '>': [v('amount'), 0] } })).toBe('amount is at most 0');
    expect(ruleInWords({ '!': { '<=': [v('amount'), 10] } })).toBe('amount is more than 10');
    expect(ruleInWords({ '!': { in: [v('s'), ['A', 'B']] } })).toBe('s is not one of “A”, “B”');
    expect(ruleInWords({ '!': { in: [' ', v('street')] } })).toBe('street does not contain “ ”');
    expect(ruleInWords({ '!': { includes: [v('lender.states.supported'), v('state')] } })).toBe('state is not in lender states supported');
  });

  it('reads a negated "and" as "or" of the negations, bracketing a mixed nesting', () => {
    const rule = { '!': { and: [v('flags.x'), { or: [v('a'), { '==': [v('b'), 1] }] }] } };
    expect(ruleInWords(rule)).toBe('flags x is not set or (a is not set and b is not 1)');
    expect(ruleInWords({ and: [v('a'), { or: [v('b'), v('c')] }, v('d')] })).toBe('a is set and (b is set or c is set) and d is set');
  });

  it('reads the registration’s waitlist exit and a trigger over a list', () => {
    const exit = {
      or: [
        { '!': { includes: [v('lender.states.supported'), v('draft.propertyAddress.state')] } },
        { includes: [v('lender.states.excludedZips'), v('draft.propertyAddress.zip')] },
        { '==': [v('query.utm_source'), 'cloc'] },
      ],
    };
    expect(ruleInWords(exit)).toBe(
      'draft property address state is not in lender states supported or draft property address zip is in lender states excluded zips or query utm_source is “cloc”',
    );
    const trigger = { some: [v('application.consents'), { '==': [v('type'), 'SOFT_CREDIT'] }] };
    expect(ruleInWords(trigger)).toBe('for at least one of application consents, type is “SOFT_CREDIT”');
    expect(ruleInWords({ '!': trigger })).toBe('for none of application consents, type is “SOFT_CREDIT”');
  });

  it('reads if/else, between, custom operators and computations', () => {
    expect(ruleInWords({ if: [v('a'), v('b'), v('c')] })).toBe('if a is set then b is set, else c is set');
    expect(ruleInWords({ '<': [18, v('age'), 65] })).toBe('age is more than 18 and less than 65');
    expect(ruleInWords({ '>=': [{ ageInYears: [v('draft.dob')] }, 62] })).toBe('whole years since draft dob is at least 62');
    expect(ruleInWords({ '!': { zipInState: [v('zip'), v('state')] } })).toBe('zip is not a ZIP code of state');
    expect(ruleInWords({ '==': [{ substr: [v('street'), 2] }, ''] })).toBe('street from character 3 is “”');
    expect(ruleInWords({ missing: ['draft.dob', 'draft.email'] })).toBe('any of draft dob or draft email is not set');
  });

  it('spells out an operator it has no words for instead of hiding it', () => {
    expect(ruleInWords({ eval: ['x'] })).toBe('eval(“x”) is set');
    expect(ruleInWords(true)).toBe('always');
    expect(ruleInWords({ and: [] })).toBe('always');
  });
});

// Rules built from the allow-listed operators over a few variables and literals.
const variable = fc.constantFrom('draft.a', 'draft.b.c', 'lender.features.x', 'status.checklistStatus', 'query.referrer').map(v);
const literal = fc.oneof(fc.constantFrom('HOME', 'NY', 'WAITING_FOR'), fc.integer({ min: -5, max: 100 }), fc.boolean());
const comparisonOps = ['==', '===', '!=', '!==', '>', '>=', '<', '<='] as const;
const { rule } = fc.letrec((tie) => ({
  value: fc.oneof(variable, literal),
  atom: fc.oneof(
    variable,
    fc.tuple(fc.constantFrom(...comparisonOps), tie('value'), tie('value')).map(([op, a, b]) => ({ [op]: [a, b] })),
    fc.tuple(variable, fc.array(literal, { minLength: 1, maxLength: 3 })).map(([a, list]) => ({ in: [a, list] })),
    fc.tuple(variable, variable).map(([list, item]) => ({ includes: [list, item] })),
    fc.tuple(variable, fc.constantFrom('WAITING', 'X')).map(([a, p]) => ({ startsWith: [a, p] })),
  ),
  rule: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    tie('atom'),
    fc.tuple(fc.constantFrom('and', 'or'), fc.array(tie('rule'), { minLength: 2, maxLength: 3 })).map(([op, args]) => ({ [op]: args })),
    tie('rule').map((r) => ({ '!': r })),
    fc.tuple(tie('rule'), tie('rule'), tie('rule')).map((args) => ({ if: args })),
  ),
}));

describe('ruleInWords for any rule', () => {
  it('names every variable the rule reads, through the words the options give', () => {
    fc.assert(
      fc.property(rule, (r) => {
        const words = ruleInWords(r, { variable: (path) => `<${path}>` });
        for (const path of variablePaths(r)) expect(words).toContain(`<${path}>`);
      }),
    );
  });

  it('reads a double negation as the rule itself, and a negation differently', () => {
    fc.assert(
      fc.property(rule, (r) => {
        expect(ruleInWords({ '!': { '!': r } })).toBe(ruleInWords(r));
        expect(ruleInWords({ '!': r })).not.toBe(ruleInWords(r));
      }),
    );
  });

  it('is deterministic, never shows JSON, and balances its brackets', () => {
    fc.assert(
      fc.property(rule, (r) => {
        const words = ruleInWords(r);
        expect(ruleInWords(structuredClone(r))).toBe(words);
        expect(words).not.toMatch(/[{}]|"var"/);
        let depth = 0;
        for (const char of words) {
          depth += char === '(' ? 1 : char === ')' ? -1 : 0;
          expect(depth).toBeGreaterThanOrEqual(0);
        }
        expect(depth).toBe(0);
      }),
    );
  });

  it('reads every allow-listed operator without falling back to its JSON name', () => {
    const spelled = [...ALLOWED_OPERATORS].filter((op) => /^\w+\(/.test(ruleInWords({ '==': [{ [op]: [v('a'), v('b')] }, 1] })));
    expect(spelled).toEqual([]);
  });
});
