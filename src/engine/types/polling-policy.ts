// Generated from schemas/polling-policy.schema.json by npm run gen:types. Do not edit by hand.

/**
 * How the app re-fetches the checklist status: waiting statuses back off exponentially up to a number of tries, then become another status (or stay); other statuses are re-fetched until they change; terminal statuses stop polling.
 */
export interface PollingPolicy {
$schema: "../schemas/polling-policy.schema.json"
schemaVersion: 1
waiting: {
match: Matcher[]
baseDelayMs: number
factor: number
maxDelayMs: number
maxTries: number
/**
 * The status a wait becomes once its tries run out.
 */
afterMaxTries: string
/**
 * Waiting statuses that stay as they are when tries run out.
 */
keepAfterMaxTries: Matcher[]
}
/**
 * Statuses that wait on people or on days (other owners signing, the right to cancel) rather than on a server step: re-fetched at a steady pace for as long as they last, so the page moves on by itself whenever that happens. Their own pages explain them; no waiting panel.
 */
waitingOnPeople: {
match: Matcher[]
delayMs: number
}
other: {
delayMs: number
maxTries: number
}
terminal: string[]
/**
 * Pages (under /{uuid}/, '' the home) that explain a waiting status themselves. On any other page a waiting status shows the layout's waiting panel instead of the page, so nobody acts on a step while the server is still busy with the last one.
 */
pagesThatWait: string[]
}
/**
 * This interface was referenced by `PollingPolicy`'s JSON-Schema
 * via the `definition` "matcher".
 */
export interface Matcher {
equals?: string
prefix?: string
contains?: string
}
