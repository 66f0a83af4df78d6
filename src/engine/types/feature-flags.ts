// Generated from schemas/feature-flags.schema.json by npm run gen:types. Do not edit by hand.

/**
 * Dotted path into the lender (features.webChat).
 * 
 * This interface was referenced by `FeatureFlags`'s JSON-Schema
 * via the `definition` "lenderPath".
 */
export type LenderPath = string

/**
 * The feature flags the sandbox's flag service answers. A flag is on by its default, by a lender toggle it follows (fromLender: a dotted path into the lender whose value, when truthy, turns it on), or by an override for one organisation.
 */
export interface FeatureFlags {
$schema: "../schemas/feature-flags.schema.json"
schemaVersion: 1
flags: {
key: string
description: string
/**
 * Default for every organisation.
 */
enabled: boolean
fromLender?: LenderPath
variables?: {
key: string
defaultValue?: unknown
fromLender?: LenderPath
}[]
}[]
overrides?: {
organization: string
key: string
enabled: boolean
}[]
}
