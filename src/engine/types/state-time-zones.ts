// Generated from schemas/state-time-zones.schema.json by npm run gen:types. Do not edit by hand.

/**
 * An IANA time zone name.
 * 
 * This interface was referenced by `StateTimeZones`'s JSON-Schema
 * via the `definition` "timeZone".
 */
export type TimeZone = string

/**
 * The time zone of a home by its state: notary times are offered and shown there, and the right to cancel is counted there. A state split across zones has the zone most of it keeps, and a note on where else differs.
 */
export interface StateTimeZones {
$schema: string
schemaVersion: 1
/**
 * For a home whose state is missing or not in the table.
 */
fallbackTimeZone: string
states: {
[k: string]: {
name: string
timeZone: TimeZone
/**
 * Where in the state another zone holds.
 */
note?: string
}
}
}
