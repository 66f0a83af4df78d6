// Generated from schemas/sample-drafts.schema.json by npm run gen:types. Do not edit by hand.

/**
 * The sample registration draft (flows/sample-drafts.json): the answers the preview's 'Try a step' stores before it opens a step, and the end-to-end suites' borrower. One draft serves every lender: the addresses it names in inLenderState are put in the lender's first state it both licenses and lends in, with a ZIP code of that state.
 */
export interface SampleDrafts {
$schema: string
schemaVersion: 1
description?: string
/**
 * Answers by draft field, as registration keeps them (the fields of the steps' schemas in flows/registration.json).
 */
draft: {
[k: string]: unknown
}
/**
 * Draft fields holding an address (street1, city) that gets the lender's state and a ZIP code in it.
 */
inLenderState: string[]
}
