import jsonLogic from 'json-logic-js';
import { isStrongPassword } from '../validation/password';
import { zipInLoadedState } from '../validation/us-state';

/** A JSON-Logic rule: data, never code. */
export type Rule = unknown;

/** Custom operators: pure functions registered in this one place. */
const CUSTOM_OPERATORS: Record<string, (...args: never[]) => unknown> = {
  /** Whole years between an ISO date (yyyy-MM-dd) and `on` (default: today, UTC). */
  ageInYears: (dob: string, on?: string) => ageInYears(dob, on ?? new Date().toISOString().slice(0, 10)),
  /** ISO date plus a number of days. */
  addDays: (date: string, days: number) => addDays(date, days),
  /** Days from the first ISO date to the second. */
  daysBetween: (from: string, to: string) => daysBetween(from, to),
  startsWith: (value: unknown, prefix: string) => typeof value === 'string' && value.startsWith(prefix),
  /** A value from an object by a computed key (a state's minimum age), or the fallback. */
  lookup: (object: unknown, key: unknown, fallback: unknown = null) =>
    typeof object === 'object' && object !== null && typeof key === 'string' && Object.hasOwn(object, key)
      ? (object as Record<string, unknown>)[key]
      : fallback,
  /** The spec's password strength: 12 characters, upper and lower case, a digit and one of !@#$%^&*. */
  strongPassword: (password: unknown) => typeof password === 'string' && isStrongPassword(password),
  /** List membership that tolerates a missing list. */
  includes: (list: unknown, value: unknown) => Array.isArray(list) && list.includes(value),
  /** Whether a ZIP code belongs to a state (flows/us-states.json); true while the table is not loaded. */
  zipInState: (zip: unknown, state: unknown) => zipInLoadedState(zip, state),
};

for (const [name, fn] of Object.entries(CUSTOM_OPERATORS)) jsonLogic.add_operation(name, fn as (...args: unknown[]) => unknown);

/** Path segments that lead from data to its prototype and the functions behind it. */
const FORBIDDEN_SEGMENTS: ReadonlySet<string> = new Set(['__proto__', 'prototype', 'constructor']);

const forbiddenSegment = (name: string | number): string | undefined =>
  String(name)
    .split('.')
    .find((segment) => FORBIDDEN_SEGMENTS.has(segment));

/**
 * json-logic-js's `var` with own properties only. Names a check cannot see, such as those `missing`
 * takes from data ({"missing": {"var": "draft.keys"}}), then never reach a prototype.
 */
function readVariable(data: unknown, name: unknown, fallback: unknown = null): unknown {
  if (name === undefined || name === null || name === '') return data;
  let value = data;
  for (const segment of String(name).split('.')) {
    if (value === null || value === undefined || FORBIDDEN_SEGMENTS.has(segment) || !Object.hasOwn(Object(value), segment)) {
      return fallback;
    }
    value = (value as Record<string, unknown>)[segment];
  }
  return value === undefined ? fallback : value;
}

// json-logic-js calls an operation with the data as `this`.
jsonLogic.add_operation('var', function (this: unknown, name?: unknown, fallback?: unknown) {
  return readVariable(this, name, fallback);
});

/** Operators a rule may use. Anything else is rejected before evaluation and by `npm run validate`. */
export const ALLOWED_OPERATORS: ReadonlySet<string> = new Set([
  'var',
  'missing',
  'missing_some',
  'if',
  '==',
  '===',
  '!=',
  '!==',
  '!',
  '!!',
  'or',
  'and',
  '>',
  '>=',
  '<',
  '<=',
  '+',
  '-',
  '*',
  '/',
  '%',
  'min',
  'max',
  'in',
  'cat',
  'substr',
  'map',
  'filter',
  'all',
  'none',
  'some',
  ...Object.keys(CUSTOM_OPERATORS),
]);

const isOperation = (node: unknown): node is Record<string, unknown> =>
  typeof node === 'object' && node !== null && !Array.isArray(node) && Object.keys(node).length === 1;

function walk(rule: Rule, visit: (op: string, args: unknown) => void): void {
  if (Array.isArray(rule)) {
    for (const item of rule) walk(item, visit);
    return;
  }
  if (!isOperation(rule)) return;
  const [op, args] = Object.entries(rule)[0] as [string, unknown];
  visit(op, args);
  walk(args, visit);
}

export function unknownOperators(rule: Rule): string[] {
  const found = new Set<string>();
  walk(rule, (op) => {
    if (!ALLOWED_OPERATORS.has(op)) found.add(op);
  });
  return [...found];
}

/**
 * Variable paths a rule reads through `var`, `missing` and `missing_some` with literal names.
 * Paths inside map/filter/all/none/some bodies refer to the current item and are skipped.
 */
export function variablePaths(rule: Rule): string[] {
  const found = new Set<string>();
  const collect = (node: Rule, inItemScope: boolean): void => {
    if (Array.isArray(node)) return node.forEach((item) => collect(item, inItemScope));
    if (!isOperation(node)) return;
    const [op, args] = Object.entries(node)[0] as [string, unknown];
    const list = Array.isArray(args) ? args : [args];
    if (op === 'var') {
      const name = list[0];
      if (!inItemScope && typeof name === 'string' && name !== '') found.add(name);
      if (typeof name === 'number' && !inItemScope) found.add(String(name));
      return collect(list.slice(1), inItemScope);
    }
    if (op === 'missing' && !inItemScope) list.forEach((n) => typeof n === 'string' && found.add(n));
    if (op === 'missing_some' && !inItemScope && Array.isArray(list[1])) list[1].forEach((n) => typeof n === 'string' && found.add(n));
    if (['map', 'filter', 'all', 'none', 'some'].includes(op)) {
      collect(list[0], inItemScope);
      return collect(list.slice(1), true);
    }
    collect(list, inItemScope);
  };
  collect(rule, false);
  return [...found];
}

/** A variable a rule may not read, and where: a JSON Pointer from the rule to the operation. */
export interface VariableProblem {
  pointer: string;
  message: string;
}

const escapePointer = (key: string | number): string => String(key).replace(/~/g, '~0').replace(/\//g, '~1');

/** A name written out, or none at all ({"var": ""}, {"var": []}: the whole data or item). */
const isWrittenName = (name: unknown): name is string | number | null | undefined =>
  name === undefined || name === null || typeof name === 'string' || typeof name === 'number';

/**
 * Variables no rule may read: names computed by a rule, which no check can vet, and paths through
 * __proto__, prototype or constructor. Item-scoped names count too.
 */
export function unsafeVariables(rule: Rule): VariableProblem[] {
  const problems: VariableProblem[] = [];
  const visit = (node: Rule, pointer: string): void => {
    if (Array.isArray(node)) return node.forEach((item, i) => visit(item, `${pointer}/${i}`));
    if (!isOperation(node)) return;
    const [op, args] = Object.entries(node)[0] as [string, unknown];
    const list = Array.isArray(args) ? args : [args];
    let names: unknown[] = [];
    if (op === 'var') names = [list[0]];
    if (op === 'missing') names = Array.isArray(list[0]) ? list[0] : list;
    if (op === 'missing_some' && Array.isArray(list[1])) names = list[1];
    if (op === 'var' && !isWrittenName(list[0])) {
      problems.push({
        pointer,
        message: `variable name must be written out as a string or a number, not computed: ${JSON.stringify(list[0])}`,
      });
    }
    for (const name of names) {
      const segment = (typeof name === 'string' || typeof name === 'number') && forbiddenSegment(name);
      if (segment) problems.push({ pointer, message: `variable '${name}' goes through '${segment}', which rules may not read` });
    }
    visit(args, `${pointer}/${escapePointer(op)}`);
  };
  visit(rule, '');
  return problems;
}

export class RuleError extends Error {}

/** Evaluates a rule against data, refusing any operator outside the allow-list and any unsafe variable. */
export function evaluateRule(rule: Rule, data: unknown): unknown {
  const unknown = unknownOperators(rule);
  if (unknown.length > 0) throw new RuleError(`Operator not allowed: ${unknown.join(', ')}`);
  const unsafe = unsafeVariables(rule);
  if (unsafe.length > 0) throw new RuleError(`Variable not allowed: ${unsafe.map((problem) => problem.message).join('; ')}`);
  return jsonLogic.apply(rule as jsonLogic.RulesLogic, data);
}

export const isTruthy = (value: unknown): boolean => jsonLogic.truthy(value);

export function ageInYears(dob: string, on: string): number | null {
  const birth = parseIsoDate(dob);
  const ref = parseIsoDate(on);
  if (!birth || !ref) return null;
  let age = ref.y - birth.y;
  if (ref.m < birth.m || (ref.m === birth.m && ref.d < birth.d)) age -= 1;
  return age;
}

export function addDays(date: string, days: number): string | null {
  const parsed = parseIsoDate(date);
  if (!parsed || !Number.isFinite(days)) return null;
  const time = Date.UTC(parsed.y, parsed.m - 1, parsed.d) + Math.trunc(days) * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number | null {
  const a = parseIsoDate(from);
  const b = parseIsoDate(to);
  if (!a || !b) return null;
  return Math.round((Date.UTC(b.y, b.m - 1, b.d) - Date.UTC(a.y, a.m - 1, a.d)) / 86_400_000);
}

/** Parses yyyy-MM-dd strictly (no rollover: 2023-02-30 is not a date). */
export function parseIsoDate(value: unknown): { y: number; m: number; d: number } | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [y, m, d] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return { y, m, d };
}
