/**
 * A link the server writes into a message (an email, a text) for a lender's borrower or co-owner:
 * the site-relative `path` with the lender's `org` added. Opened from a mail app, in a browser that
 * has never seen the site, the page resolves that lender first (DESIGN.md, 'Data flow at run time'),
 * whatever host it is served under; on the lender's own host name it agrees with the host.
 */
export function lenderLink(path: string, orgCode: string): string {
  const [beforeHash, hash] = splitOnce(path, '#');
  const [pathname, query] = splitOnce(beforeHash, '?');
  const params = new URLSearchParams(query);
  params.set('org', orgCode);
  return `${pathname}?${params.toString()}${hash === undefined ? '' : `#${hash}`}`;
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}
