// Generated from schemas/processing.schema.json by npm run gen:types. Do not edit by hand.

/**
 * The processing loader shown while a long server process runs: the messages it rotates through, how often, how long it shows at least, and after how long without an answer it says the process is taking too long. registration: the last registration step, while the account and application are created (spec 000 §9: seven messages about every 10 s, at least 1 s, timeout 30 s).
 */
export interface Processing {
$schema: string
schemaVersion: 1
registration: Process
}
/**
 * This interface was referenced by `Processing`'s JSON-Schema
 * via the `definition` "process".
 */
export interface Process {
/**
 * Copy keys ('namespace:key'), shown in order; the last one stays.
 * 
 * @minItems 1
 */
messages: string[]
/**
 * How long each message shows.
 */
rotateMs: number
/**
 * The loader shows at least this long, so it never flashes.
 */
minimumShownMs: number
/**
 * How long the process's slow call may take before the request gives up: longer than timeoutMs, so keeping waiting after the timeout means something.
 */
requestTimeoutMs: number
/**
 * Without an answer after this long, the loader says so and offers to keep waiting or go back.
 */
timeoutMs: number
}
