// The security instrument that puts the line on the home, by the home's state (the table is
// flows/security-instruments.json): the loan document the owners sign is named after it, and the
// notice of the right to cancel says what the borrower gives (model form G-5: 'a [mortgage/lien/
// security interest] on your home'). The words for each kind are copy.
import type { Kind, SecurityInstruments } from '../types/security-instruments';

export type SecurityInstrumentKind = Kind;

/** The instrument a home in `state` (two-letter code) is secured by; undefined when the table lacks the state. */
export function securityInstrumentFor(table: SecurityInstruments, state: string | undefined): SecurityInstrumentKind | undefined {
  return state ? table.states[state.trim().toUpperCase()] : undefined;
}

/** The copy key holding an instrument's words; `default` (a lien, a security instrument) when its kind is not known. */
export const instrumentKey = (kind: SecurityInstrumentKind | undefined) => kind ?? 'default';

/** The document's title: closing:documentFiles.instrumentTitles.<KIND>. */
export const instrumentTitleKey = (kind: SecurityInstrumentKind | undefined) => `documentFiles.instrumentTitles.${instrumentKey(kind)}`;

/**
 * The instrument in the notice's sentences, as the values its words interpolate: `aInstrument`
 * ('a mortgage') and `theInstrument` ('the mortgage'), from rescission:instruments.<KIND>, the article
 * with the noun so that each language can agree them.
 */
export function instrumentValues(
  kind: SecurityInstrumentKind | undefined,
  words: (key: string) => string,
): { aInstrument: string; theInstrument: string } {
  return { aInstrument: words(`instruments.${instrumentKey(kind)}.a`), theInstrument: words(`instruments.${instrumentKey(kind)}.the`) };
}
