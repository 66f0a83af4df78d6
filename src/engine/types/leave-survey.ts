// Generated from schemas/leave-survey.schema.json by npm run gen:types. Do not edit by hand.

/**
 * The leave-survey shown when a borrower logs out on certain application pages (spec 001 §2, §4): where it appears, how long logout waits after it closes, and the reasons it offers.
 */
export interface LeaveSurvey {
$schema: "../schemas/leave-survey.schema.json"
schemaVersion: 1
/**
 * Application pages, relative to /{uuid}/, where logging out opens the survey first.
 * 
 * @minItems 1
 */
pages: string[]
/**
 * Pause between closing the survey and logging out (spec 001 §9: 750 ms).
 */
logoutDelayMs: number
/**
 * The answers to 'Why are you leaving?', each an id sent with the telemetry event and a copy key for its label.
 * 
 * @minItems 2
 */
reasons: {
id: string
label: string
}[]
/**
 * Longest optional comment.
 */
commentMaxLength: number
}
