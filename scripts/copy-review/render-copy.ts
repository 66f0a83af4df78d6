// One copy text as the borrower reads it, for the copy review: the values interpolated and the
// allow-listed markup applied as SafeTrans applies it (src/ui/shell/safe-trans.tsx: <b> bold, <i>
// italic, <br/> a line break, <xLink> a link whose address is lender data). Anything else in the
// text, and every value, stays text. The result is a list of words and spaces, each with the markup
// around it, so two versions can be compared word by word and written out as escaped HTML.
import { escapeHtml } from '../../src/engine/format/escape-html';
import { isAllowedName, LINE_BREAK } from '../validate/copy-markup';

/**
 * What surrounds a word: `b`, `i`, `link:<name>`, or `fact` for a placeholder no lender figure fills
 * (an application's date, a borrower's name), shown as its `{{name}}`.
 */
export type Mark = 'b' | 'i' | `link:${string}` | 'fact';

export type Token = { kind: 'text'; text: string; marks: Mark[] } | { kind: 'break' };

const TAG = /<\/?[A-Za-z][A-Za-z0-9]*\s*\/?>/g;
// i18next's default delimiters; a format after a comma (`{{amount, currency}}`) is not used in copy.
const PLACEHOLDER = /\{\{([^{}]+)\}\}/g;
// Runs of letters and digits, runs of spaces, and each other character alone: a changed figure
// ($50.00 → $75.00) is then marked by its digits, not by the whole word around it.
const WORD = /[\p{L}\p{N}\p{M}]+|\s+|[^\p{L}\p{N}\p{M}\s]/gu;

/** Marks in one order, whatever order the tags were nested in, so equal words compare equal. */
const MARK_ORDER = (mark: Mark) => (mark.startsWith('link:') ? 0 : mark === 'b' ? 1 : mark === 'i' ? 2 : 3);
const ordered = (marks: Mark[]): Mark[] => [...new Set(marks)].sort((a, b) => MARK_ORDER(a) - MARK_ORDER(b) || a.localeCompare(b));

function words(text: string, marks: Mark[]): Token[] {
  return (text.match(WORD) ?? []).map((word): Token => ({ kind: 'text', text: /^\s+$/.test(word) ? ' ' : word, marks }));
}

/** Text between tags, its placeholders replaced by the values given (as text) or kept as placeholders. */
function interpolated(text: string, values: Readonly<Record<string, string>>, marks: Mark[]): Token[] {
  const tokens: Token[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    tokens.push(...words(text.slice(last, match.index), marks));
    const name = match[1]!.split(',')[0]!.trim();
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined) tokens.push({ kind: 'text', text: `{{${name}}}`, marks: ordered([...marks, 'fact']) });
    else tokens.push(...words(value, marks));
    last = match.index + match[0].length;
  }
  tokens.push(...words(text.slice(last), marks));
  return tokens;
}

/** The text's words and line breaks, with the markup each is inside. */
export function renderCopy(template: string, values: Readonly<Record<string, string>> = {}): Token[] {
  const tokens: Token[] = [];
  const open: Mark[] = [];
  let last = 0;
  const text = (until: number) => tokens.push(...interpolated(template.slice(last, until), values, ordered(open)));
  for (const match of template.matchAll(TAG)) {
    const tag = match[0];
    const name = /^<\/?([A-Za-z][A-Za-z0-9]*)/.exec(tag)![1]!;
    const mark: Mark = name === 'b' || name === 'i' ? name : `link:${name}`;
    const closing = tag.startsWith('</');
    const selfClosing = tag.endsWith('/>');
    let handled = false;
    if (LINE_BREAK.test(tag)) {
      text(match.index);
      tokens.push({ kind: 'break' });
      handled = true;
    } else if (isAllowedName(name) && !selfClosing && /^<\/?[A-Za-z0-9]+>$/.test(tag)) {
      const at = open.lastIndexOf(mark);
      if (!closing || at !== -1) {
        text(match.index);
        if (closing) open.splice(at, 1);
        else open.push(mark);
        handled = true;
      }
    }
    // A tag off the allow-list stays in the text, as React would show it: as characters, never markup.
    if (handled) last = match.index + tag.length;
  }
  text(template.length);
  return tokens;
}

/** Equal texts render to equal keys. */
export const tokenKey = (token: Token): string => (token.kind === 'break' ? '\n' : `${token.marks.join('+')}|${token.text}`);
export const tokensKey = (tokens: readonly Token[]): string => tokens.map(tokenKey).join('\u0000');

/** The element each mark is written as; `change` wraps what a word-level comparison marked. */
function openTag(mark: Mark | 'change', change: 'ins' | 'del'): string {
  if (mark === 'change') return `<${change}>`;
  if (mark === 'b') return '<strong>';
  if (mark === 'i') return '<em>';
  if (mark === 'fact') return '<span class="fact">';
  return `<span class="link" data-link="${escapeHtml(mark.slice('link:'.length))}">`;
}
function closeTag(mark: Mark | 'change', change: 'ins' | 'del'): string {
  if (mark === 'change') return `</${change}>`;
  return mark === 'b' ? '</strong>' : mark === 'i' ? '</em>' : '</span>';
}

/**
 * Escaped HTML for the tokens, each run of words with the same markup in one element. Tokens the
 * comparison marked as changed are wrapped in `<ins>` (after) or `<del>` (before).
 */
export function tokensToHtml(tokens: ReadonlyArray<Token & { changed?: boolean }>, change: 'ins' | 'del' = 'ins'): string {
  let html = '';
  let open: Array<Mark | 'change'> = [];
  const moveTo = (wanted: Array<Mark | 'change'>) => {
    let same = 0;
    while (same < open.length && same < wanted.length && open[same] === wanted[same]) same += 1;
    for (const mark of open.slice(same).reverse()) html += closeTag(mark, change);
    for (const mark of wanted.slice(same)) html += openTag(mark, change);
    open = wanted;
  };
  for (const token of tokens) {
    // The change mark goes innermost, so a changed word inside a bold run breaks only its own element.
    const marks: Array<Mark | 'change'> = token.kind === 'text' ? [...token.marks] : [];
    if (token.changed) marks.push('change');
    moveTo(marks);
    html += token.kind === 'break' ? (token.changed ? '¶<br>' : '<br>') : escapeHtml(token.text);
  }
  moveTo([]);
  return html;
}
