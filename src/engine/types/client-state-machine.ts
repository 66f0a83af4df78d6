// Generated from schemas/client-state-machine.schema.json by npm run gen:types. Do not edit by hand.

/**
 * The client state machine of the spec: its states with their pages, its events (from which states to which), and the data-derived triggers that fire events, as JSON Logic over { application, profile, status, lender, flags }. Triggers are tried in order from the initial state until none applies.
 */
export interface ClientStateMachine {
$schema: "../schemas/client-state-machine.schema.json"
schemaVersion: 1
initial: string
states: {
[k: string]: {
/**
 * A page under /account/heloc/{uuid}/; empty for the application home.
 */
route: string
/**
 * Other pages of this state, chosen by rule before route.
 */
routes?: {
/**
 * A constant true/false, or one operation: an object with exactly one operator key.
 */
when: (boolean | {

})
/**
 * A page under /account/heloc/{uuid}/; empty for the application home.
 */
to: string
}[]
/**
 * No trigger leaves this state (declines, complete).
 */
final?: boolean
}
}
events: {
[k: string]: {
/**
 * States the event leaves; absent means any state.
 */
from?: string[]
to: string
}
}
triggers: {
event: string
/**
 * A constant true/false, or one operation: an object with exactly one operator key.
 */
when: (boolean | {

})
note?: string
}[]
}
