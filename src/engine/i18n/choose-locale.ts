// Which language a visit is in: one the lender offers, chosen by a link's `?lang=`, then the choice
// remembered for the visit (the header's switch or an earlier link), then the browser's preferred
// languages in order, else English. Only a language's primary subtag counts ('es-MX' asks for 'es').

export const DEFAULT_LOCALE = 'en';

export interface LocaleSignals {
  /** The lender's `locales` (English alone when absent). */
  offered: readonly string[] | undefined;
  /** `?lang=` of the address. */
  query: string | null;
  /** The language chosen earlier in this visit. */
  remembered: string | null;
  /** navigator.languages, most preferred first. */
  preferred: readonly string[];
}

const primary = (tag: string) => tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';

export function chooseLocale({ offered = [DEFAULT_LOCALE], query, remembered, preferred }: LocaleSignals): string {
  const pick = (tag: string | null) => (tag && offered.includes(primary(tag)) ? primary(tag) : undefined);
  return pick(query) ?? pick(remembered) ?? preferred.map(pick).find(Boolean) ?? DEFAULT_LOCALE;
}

/** The tag Intl formats a language's dates, money and percentages with: the US variant. */
export const intlLocaleOf = (locale: string) => `${locale}-US`;
