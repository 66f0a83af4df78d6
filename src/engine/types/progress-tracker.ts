// Generated from schemas/progress-tracker.schema.json by npm run gen:types. Do not edit by hand.

/**
 * This interface was referenced by `ProgressTracker`'s JSON-Schema
 * via the `definition` "stage".
 */
export type Stage = string

/**
 * The application progress tracker shown on application pages. Its steps are the spec's stages in order (a stage's number is its position); the stage the borrower is at comes from the page first (the first entry of pages whose fragment starts the page path below /{uuid}), else from the checklist status; with neither, no tracker is shown. completeStage is past every step. notaryOnly is the additional signer area's own tracker.
 */
export interface ProgressTracker {
$schema: "../schemas/progress-tracker.schema.json"
schemaVersion: 1
/**
 * @minItems 1
 */
steps: Step[]
/**
 * The stage after the last step: every step is done.
 */
completeStage: string
pages: Page[]
statuses: {
/**
 * @minItems 1
 */
statuses: string[]
stage: Stage
}[]
/**
 * The spec's two-step notary-only flow, shown to additional signers (co-deeders) in the /heloc-signer area, who never see the application area: its steps, and which signer page belongs to which stage (completeStage: every step done).
 */
notaryOnly: {
/**
 * @minItems 1
 */
steps: Step[]
/**
 * @minItems 1
 */
pages: Page[]
}
}
/**
 * This interface was referenced by `ProgressTracker`'s JSON-Schema
 * via the `definition` "step".
 */
export interface Step {
stage: Stage
/**
 * Copy key in the application namespace.
 */
label: string
/**
 * Another label when its rule holds (the first that holds wins).
 */
labelWhen?: {
/**
 * A constant true/false, or one operation: an object with exactly one operator key.
 */
when: (boolean | {

})
label: string
}[]
}
/**
 * This interface was referenced by `ProgressTracker`'s JSON-Schema
 * via the `definition` "page".
 */
export interface Page {
/**
 * A path below the area's root (/account/heloc/{uuid}, or /account/heloc/heloc-signer for notaryOnly): it matches that page and every page below it.
 */
fragment: string
stage: Stage
}
