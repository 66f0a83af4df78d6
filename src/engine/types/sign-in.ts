// Generated from schemas/sign-in.schema.json by npm run gen:types. Do not edit by hand.

/**
 * Sign-in mode (spec 001 §4): whether sign-in goes through the identity broker (identity-broker/{customer|agent}/api/v3/login) or the legacy /auth/login page. mode legacy: never the broker; broker: always; optimizely: the audience's experiment flag (flows/feature-flags.json) decides.
 */
export interface SignIn {
$schema: string
schemaVersion: 1
mode: ("legacy" | "broker" | "optimizely")
/**
 * The flag that puts each audience on broker sign-in in optimizely mode; customers and agents have different flags.
 */
experimentFlags: {
customer: string
agent: string
}
}
