// Generated from schemas/security-instruments.schema.json by npm run gen:types. Do not edit by hand.

/**
 * DEED_OF_TRUST: the owner conveys title to a trustee for the lender (power of sale); MORTGAGE: the owner gives the lender a lien; SECURITY_DEED: Georgia's deed to secure debt.
 * 
 * This interface was referenced by `SecurityInstruments`'s JSON-Schema
 * via the `definition` "kind".
 */
export type Kind = ("DEED_OF_TRUST" | "MORTGAGE" | "SECURITY_DEED")

/**
 * The security instrument that puts the line on the home, by the home's state: a deed of trust, a mortgage or (Georgia) a security deed. The loan document the owners sign takes its name from it, and the notice of the right to cancel (Reg Z 1026.15, model form G-5: 'a [mortgage/lien/security interest] on your home') names it. Validation requires every state of flows/us-states.json. The words for each kind are copy: closing:documentFiles.instrumentTitles.<KIND> (the document's title) and rescission:instruments.<KIND> (in the notice's sentences).
 */
export interface SecurityInstruments {
$schema: string
schemaVersion: 1
/**
 * Where the table comes from, for the reviewer (not shown to borrowers).
 */
source: string
/**
 * Each state's instrument, by two-letter code.
 */
states: {
[k: string]: Kind
}
}
