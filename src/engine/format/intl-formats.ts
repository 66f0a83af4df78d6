// Date and list formatters kept per locale and options. Constructing one costs a phone a millisecond
// or more (it builds its patterns from ICU's data), and pages format days and times in the same few
// ways many times over: every date of a disclosure, every render of the footer's hours.
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const listFormats = new Map<string, Intl.ListFormat>();

/** `new Intl.DateTimeFormat(locale, options)`, made once for each locale and set of options. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) dateTimeFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/** `new Intl.ListFormat(locale, options)`, made once for each locale and set of options. */
export function listFormat(locale: string, options: Intl.ListFormatOptions): Intl.ListFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = listFormats.get(key);
  if (!format) listFormats.set(key, (format = new Intl.ListFormat(locale, options)));
  return format;
}
