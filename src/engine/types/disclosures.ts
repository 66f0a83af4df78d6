// Generated from schemas/disclosures.schema.json by npm run gen:types. Do not edit by hand.

/**
 * The regulatory disclosures and notices a borrower is shown, each with the version compliance approved. The server records per application which type and version was shown, and when; a new version of a text gets a new version here.
 */
export interface DisclosureRegistry {
$schema: string
schemaVersion: 1
disclosures: {
[k: string]: {
/**
 * The approved version of the text shown (a date, or the date of the form's own revision).
 */
version: string
/**
 * The rule that requires it, for the compliance map.
 */
regulation: string
/**
 * What the disclosure is and when it is shown.
 */
description: string
/**
 * Shown only to the borrowers of lenders with this feature on (a key of a lender's features, checked by npm run validate); absent, to every lender's. A copy review lists a change to its words for those lenders only.
 */
lenderFeature?: string
/**
 * Its words: copy keys ('namespace:key.path', every key under a path included). In a language other than English each must be approved by a reviewer before a lender offers that language (npm run validate).
 * 
 * @minItems 1
 */
copy: string[]
}
}
}
