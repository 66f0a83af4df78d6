// Generated from schemas/progress-tracker.schema.json by npm run gen:types. Do not edit by hand.

/**
 * This interface was referenced by `ProgressTracker`'s JSON-Schema
 * via the `definition` "stage".
 */
export type Stage = string

/**
 * The application progress tracker shown on application pages. Its steps are the spec's stages in order (a stage's number is its position); the stage the borrower is at comes from the page first (the first entry of pages whose fragment starts the page path below /{uuid}), else from the checklist status; with neither, no tracker is shown. completeStage is past every step. When notaryOnly's rule holds, its two steps replace the steps.
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
pages: {
/**
 * A path below /account/heloc/{uuid}: it matches that page and every page below it.
 */
fragment: string
stage: Stage
}[]
statuses: {
/**
 * @minItems 1
 */
statuses: string[]
stage: Stage
}[]
notaryOnly?: {
/**
 * A constant true/false, or one operation: an object with exactly one operator key.
 */
when: (boolean | {

})
/**
 * @minItems 1
 */
steps: Step[]
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
