// Copy is rendered through react-i18next's <Trans>, which turns these tags into components. Anything
// else would be either dropped or, worse, a way to smuggle HTML into the page, so it is rejected.
const SIMPLE_TAGS = new Set(['b', 'i']);
export const LINE_BREAK = /^<br ?\/>$/;
const LINK_NAME = /^[a-z][A-Za-z0-9]*Link$/;
const TAG_START = /<[A-Za-z0-9/!?]/g;
const OPEN_TAG = /^<([A-Za-z][A-Za-z0-9]*)>$/;
const CLOSE_TAG = /^<\/([A-Za-z][A-Za-z0-9]*)>$/;
const TAG_NAME = /^<\/?([A-Za-z0-9]+)/;

/** Whether a tag name is on the allow-list: <b>, <i> or a named link (<phoneLink>). */
export const isAllowedName = (name: string): boolean => SIMPLE_TAGS.has(name) || LINK_NAME.test(name);
const notAllowed = (tag: string): string => `markup ${tag} is not allowed in copy`;

/** Each tag in the text, or the unterminated rest of the text after a lone '<…'. */
function tagsIn(text: string): Array<{ tag: string; terminated: boolean }> {
  const tags: Array<{ tag: string; terminated: boolean }> = [];
  for (const match of text.matchAll(TAG_START)) {
    const start = match.index;
    const end = text.indexOf('>', start);
    const nextOpen = text.indexOf('<', start + 1);
    const terminated = end !== -1 && (nextOpen === -1 || end < nextOpen);
    tags.push({ tag: terminated ? text.slice(start, end + 1) : text.slice(start, nextOpen === -1 ? undefined : nextOpen), terminated });
  }
  return tags;
}

/** Problems with the markup in one copy text; empty when it only uses the allow-list, properly nested. */
export function markupProblems(text: string): string[] {
  const problems: string[] = [];
  const open: string[] = [];
  const rejectedNames = new Set<string>();

  for (const { tag, terminated } of tagsIn(text)) {
    if (!terminated) {
      problems.push(`${notAllowed(tag.trim())} (unterminated tag)`);
      continue;
    }
    if (LINE_BREAK.test(tag)) continue;
    const opening = OPEN_TAG.exec(tag)?.[1];
    const closing = CLOSE_TAG.exec(tag)?.[1];
    if (opening && isAllowedName(opening)) {
      open.push(opening);
    } else if (closing && isAllowedName(closing)) {
      problems.push(...closeTag(open, closing));
    } else {
      const name = TAG_NAME.exec(tag)?.[1] ?? tag;
      // A rejected element's closing tag adds nothing to the report about its opening tag.
      if (!(tag.startsWith('</') && rejectedNames.has(name))) problems.push(notAllowed(tag) + attributeHint(name));
      // An allowed tag with attributes still opens an element, so its closing tag is not a second error.
      if (isAllowedName(name) && !tag.startsWith('</') && !tag.endsWith('/>')) open.push(name);
      else rejectedNames.add(name);
    }
  }
  return [...problems, ...open.map((name) => `markup <${name}> is never closed`)];
}

const attributeHint = (name: string): string =>
  isAllowedName(name) ? ' (tags take no attributes; link targets come from lender data)' : '';

function closeTag(open: string[], name: string): string[] {
  const index = open.lastIndexOf(name);
  if (index === -1) return [`markup </${name}> has no opening <${name}>`];
  const unclosed = open.splice(index);
  return unclosed.length > 1 ? [`markup </${name}> closes <${name}> before <${unclosed.at(-1)}> inside it is closed`] : [];
}
