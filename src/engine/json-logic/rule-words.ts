// A JSON-Logic rule as a sentence a reviewer can read ("occupancy type is not “Primary residence”"),
// for the flow diagrams and the preview. Every rule reads as something, whatever its operators:
// allow-listed ones in words, anything else spelled out as it is written, so nothing is hidden.
import type { Rule } from './json-logic';

/** A literal a rule compares with. */
export type RuleValue = string | number | boolean | null;

export interface RuleWordsOptions {
  /** Words for a variable of the data ('draft.propertyAddress.occupancyType' → 'occupancy type'); undefined spells the path out. */
  variable?: (path: string) => string | undefined;
  /** Words for a literal compared with a variable (the option's name the borrower reads); undefined writes the literal. */
  value?: (path: string, value: RuleValue) => string | undefined;
}

/** A clause and how it is joined inside, so a clause inside another is bracketed only where needed. */
interface Clause {
  text: string;
  joint?: 'and' | 'or' | 'if';
}

interface Context {
  options: RuleWordsOptions;
  /** Inside the body of some/all/none/map/filter, where a variable names a field of the item. */
  inItem: boolean;
}

type Operation = [op: string, args: unknown[]];

const operation = (node: unknown): Operation | null => {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return null;
  const entries = Object.entries(node);
  if (entries.length !== 1) return null;
  const [op, args] = entries[0]!;
  return [op, Array.isArray(args) ? args : [args]];
};

const isLiteral = (node: unknown): node is RuleValue =>
  node === null || typeof node === 'string' || typeof node === 'number' || typeof node === 'boolean';

/** JSON Logic's truthiness: an empty list is false, otherwise JavaScript's. */
const truthy = (value: unknown) => (Array.isArray(value) ? value.length > 0 : Boolean(value));

/** One segment of a variable's path in words: camelCase split and lower-cased, acronyms and flag names kept. */
export function spellSegment(segment: string): string {
  if (/[-_\s]/.test(segment) || !/[a-z]/.test(segment)) return segment;
  const words = segment.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+\d*|\d+/g);
  if (!words || words.join('') !== segment) return segment;
  return words.map((word) => (/^[A-Z][a-z]/.test(word) || word.length === 1 ? word.toLowerCase() : word)).join(' ');
}

/** A variable's path in words: 'lender.features.hawaiiModal' → 'lender features hawaii modal'. */
export const spellPath = (path: string): string =>
  path
    .split('.')
    .filter((segment) => segment !== '')
    .map(spellSegment)
    .join(' ');

const quote = (text: string) => `“${text}”`;

function literal(value: RuleValue, context: Context, path?: string): string {
  const named = path !== undefined && !context.inItem ? context.options.value?.(path, value) : undefined;
  if (named !== undefined) return quote(named);
  if (typeof value === 'string') return quote(value);
  return value === null ? 'nothing' : String(value);
}

/** The literal name of a variable (`{"var": "a.b"}`, `{"var": ["a.b", fallback]}`), if the node is one. */
function variableName(node: unknown): string | undefined {
  const op = operation(node);
  if (!op || op[0] !== 'var') return undefined;
  const name = op[1][0];
  return typeof name === 'string' || typeof name === 'number' ? String(name) : undefined;
}

function variableWords(name: string, context: Context): string {
  if (name === '') return context.inItem ? 'the item' : 'the data';
  if (context.inItem) return spellPath(name);
  return context.options.variable?.(name) ?? spellPath(name);
}

/** A list written out: “a”, “b” and “c”. */
const listWords = (items: string[], last = 'and') =>
  items.length <= 1 ? (items[0] ?? 'nothing') : `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`;

/** A value: a variable, a literal, or a computation. */
function term(node: unknown, context: Context, comparedWith?: string): string {
  if (isLiteral(node)) return literal(node, context, comparedWith);
  if (Array.isArray(node)) return `(${node.map((item) => term(item, context, comparedWith)).join(', ')})`;
  const op = operation(node);
  if (!op) return JSON.stringify(node) ?? 'nothing';
  const [name, args] = op;
  const t = (index: number) => term(args[index], context);
  const all = () => args.map((arg) => term(arg, context));
  switch (name) {
    case 'var': {
      const [path, fallback] = args;
      const words =
        path === undefined || path === null || (Array.isArray(path) && path.length === 0)
          ? variableWords('', context)
          : typeof path === 'string' || typeof path === 'number'
            ? variableWords(String(path), context)
            : `the variable named by ${term(path, context)}`;
      return args.length > 1 ? `${words} (or ${term(fallback, context)} when not set)` : words;
    }
    case '+':
      return args.length === 1 ? `${t(0)} as a number` : all().join(' + ');
    case '-':
      return args.length === 1 ? `minus ${t(0)}` : all().join(' − ');
    case '*':
      return all().join(' × ');
    case '/':
      return all().join(' ÷ ');
    case '%':
      return `${t(0)} modulo ${t(1)}`;
    case 'min':
      return `the least of ${all().join(', ')}`;
    case 'max':
      return `the greatest of ${all().join(', ')}`;
    case 'cat':
      return `the text ${listWords(all(), 'then')}`;
    case 'substr': {
      const [, start, length] = args;
      if (typeof start === 'number' && length === undefined) {
        return start < 0 ? `the last ${-start} characters of ${t(0)}` : `${t(0)} from character ${start + 1}`;
      }
      if (typeof start === 'number' && typeof length === 'number' && start >= 0 && length >= 0) {
        return `${length} characters of ${t(0)} from character ${start + 1}`;
      }
      return `part of ${t(0)} from ${t(1)}${length === undefined ? '' : ` for ${t(2)}`}`;
    }
    case 'ageInYears':
      return args.length > 1 ? `whole years from ${t(0)} to ${t(1)}` : `whole years since ${t(0)}`;
    case 'addDays':
      return `${t(0)} plus ${t(1)} days`;
    case 'daysBetween':
      return `days from ${t(0)} to ${t(1)}`;
    case 'lookup':
      return `the entry of ${t(0)} for ${t(1)}${args.length > 2 ? ` (or ${t(2)})` : ''}`;
    case 'map':
      return `${t(0)}, each as ${term(args[1], { ...context, inItem: true })}`;
    case 'filter':
      return `those of ${t(0)} for which ${clause(args[1], { ...context, inItem: true }).text}`;
    case 'if':
    case '?:':
      return `(${clause(node, context).text})`;
    default:
      return isCondition(name) ? `(${clause(node, context).text})` : `${name}(${all().join(', ')})`;
  }
}

const COMPARISONS: Record<string, [is: string, isNot: string]> = {
  '==': ['is', 'is not'],
  '===': ['is', 'is not'],
  '!=': ['is not', 'is'],
  '!==': ['is not', 'is'],
  '>': ['is more than', 'is at most'],
  '>=': ['is at least', 'is less than'],
  '<': ['is less than', 'is at least'],
  '<=': ['is at most', 'is more than'],
};

/** Operators whose result is a yes or no, read as a clause rather than a value. */
const CONDITIONS = new Set([
  ...Object.keys(COMPARISONS),
  '!',
  '!!',
  'and',
  'or',
  'in',
  'some',
  'all',
  'none',
  'missing',
  'missing_some',
  'includes',
  'startsWith',
  'zipInState',
  'strongPassword',
]);
const isCondition = (op: string) => CONDITIONS.has(op);

/** Two operands, a variable first where there is one, and the variable whose options name the other. */
function operands(args: unknown[], swap: boolean): { left: unknown; right: unknown; path?: string } {
  let [left, right] = args;
  if (swap && variableName(left) === undefined && variableName(right) !== undefined) [left, right] = [right, left];
  return { left, right, path: variableName(left) };
}

function comparison(name: string, args: unknown[], context: Context, negated: boolean): Clause {
  const [is, isNot] = COMPARISONS[name]!;
  if ((name === '<' || name === '<=') && args.length === 3) {
    // Between: {"<": [a, b, c]} holds when a < b < c.
    const [low, high] = name === '<' ? ['more than', 'less than'] : ['at least', 'at most'];
    const text = `${term(args[1], context)} is ${low} ${term(args[0], context)} and ${high} ${term(args[2], context)}`;
    return negated ? { text: `not (${text})` } : { text, joint: 'and' };
  }
  const symmetric = name === '==' || name === '===' || name === '!=' || name === '!==';
  const { left, right, path } = operands(args, symmetric);
  if (symmetric && right === null) {
    const equal = (name === '==' || name === '===') !== negated;
    return { text: `${term(left, context)} ${equal ? 'is not set' : 'is set'}` };
  }
  return { text: `${term(left, context)} ${negated ? isNot : is} ${term(right, context, path)}` };
}

/** A rule read as a condition; `negated` reads its opposite. */
function clause(node: unknown, context: Context, negated = false): Clause {
  if (isLiteral(node) || Array.isArray(node)) {
    return { text: truthy(node) !== negated ? 'always' : 'never' };
  }
  const op = operation(node);
  if (!op) return { text: `${term(node, context)} ${negated ? 'is not set' : 'is set'}` };
  const [name, args] = op;
  if (Object.hasOwn(COMPARISONS, name)) return comparison(name, args, context, negated);
  switch (name) {
    case '!':
      return clause(args[0], context, !negated);
    case '!!':
      return clause(args[0], context, negated);
    case 'and':
    case 'or': {
      if (args.length === 0) return { text: (name === 'and') !== negated ? 'always' : 'never' };
      if (args.length === 1) return clause(args[0], context, negated);
      // Not (a and b) reads as: not a, or not b.
      const joint = (name === 'and') !== negated ? 'and' : 'or';
      const parts = args.map((arg) => {
        const part = clause(arg, context, negated);
        return part.joint && part.joint !== joint ? `(${part.text})` : part.text;
      });
      return { text: parts.join(` ${joint} `), joint };
    }
    case 'if':
    case '?:': {
      if (args.length === 1) return clause(args[0], context, negated);
      const parts: string[] = [];
      for (let i = 0; i + 1 < args.length; i += 2) {
        parts.push(`${i === 0 ? 'if' : 'else if'} ${clause(args[i], context).text} then ${clause(args[i + 1], context, negated).text}`);
      }
      if (args.length % 2 === 1) parts.push(`else ${clause(args.at(-1), context, negated).text}`);
      return { text: parts.join(', '), joint: 'if' };
    }
    case 'in': {
      const [needle, haystack] = args;
      if (Array.isArray(haystack)) {
        const path = variableName(needle);
        const items = haystack.map((item) => term(item, context, path));
        return { text: `${term(needle, context)} ${negated ? 'is not one of' : 'is one of'} ${items.join(', ')}` };
      }
      return { text: `${term(haystack, context)} ${negated ? 'does not contain' : 'contains'} ${term(needle, context)}` };
    }
    case 'includes':
      return { text: `${term(args[1], context, variableName(args[0]))} ${negated ? 'is not in' : 'is in'} ${term(args[0], context)}` };
    case 'startsWith':
      return { text: `${term(args[0], context)} ${negated ? 'does not start' : 'starts'} with ${term(args[1], context)}` };
    case 'zipInState':
      return { text: `${term(args[0], context)} ${negated ? 'is not' : 'is'} a ZIP code of ${term(args[1], context)}` };
    case 'strongPassword':
      return { text: `${term(args[0], context)} ${negated ? 'is not' : 'is'} a strong password` };
    case 'some':
    case 'none': {
      const some = (name === 'some') !== negated;
      const body = clause(args[1], { ...context, inItem: true }).text;
      return { text: `for ${some ? 'at least one' : 'none'} of ${term(args[0], context)}, ${body}` };
    }
    case 'all': {
      const text = `for each of ${term(args[0], context)}, ${clause(args[1], { ...context, inItem: true }).text}`;
      return { text: negated ? `not (${text})` : text };
    }
    case 'missing':
    case 'missing_some': {
      const [needed, list] = name === 'missing' ? [1, Array.isArray(args[0]) ? args[0] : args] : [args[0], args[1]];
      const names = (Array.isArray(list) ? list : [list]).map((item) =>
        typeof item === 'string' || typeof item === 'number' ? variableWords(String(item), context) : term(item, context),
      );
      if (name === 'missing') {
        if (names.length === 1) return { text: `${names[0]} ${negated ? 'is set' : 'is not set'}` };
        return { text: negated ? `${listWords(names)} are all set` : `any of ${listWords(names, 'or')} is not set` };
      }
      const count = term(needed, context);
      return { text: `${negated ? 'at least' : 'fewer than'} ${count} of ${listWords(names)} are set` };
    }
    default: {
      // A value used as a condition: it holds when the value is set (JSON Logic's truthiness).
      return { text: `${term(node, context)} ${negated ? 'is not set' : 'is set'}` };
    }
  }
}

/** The rule as a sentence. Deterministic: the same rule and options give the same words. */
export function ruleInWords(rule: Rule, options: RuleWordsOptions = {}): string {
  return clause(rule, { options, inItem: false }).text;
}
