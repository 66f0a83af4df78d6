// Generated from schemas/registration-flow.schema.json by npm run gen:types. Do not edit by hand.

/**
 * This interface was referenced by `RegistrationFlow`'s JSON-Schema
 * via the `definition` "copyKey".
 */
export type CopyKey = string
/**
 * A copy key, or a copy key with interpolation values computed by rules.
 * 
 * This interface was referenced by `RegistrationFlow`'s JSON-Schema
 * via the `definition` "message".
 */
export type Message = (CopyKey | {
key: CopyKey
values?: {
/**
 * A constant true/false, or one operation: an object with exactly one operator key.
 */
[k: string]: boolean | {

}
}
})
/**
 * This interface was referenced by `RegistrationFlow`'s JSON-Schema
 * via the `definition` "exit".
 */
export type Exit = ({
/**
 * Id of the step this exit follows.
 */
after: string
/**
 * A constant true/false, or one operation: an object with exactly one operator key.
 */
when: (boolean | {

})
/**
 * A modal the page knows how to show.
 */
modal?: ("hawaii" | "newYork")
/**
 * A page to go to instead of the next step.
 */
to?: "waitlist"
} & Exit1)
export type Exit1 = {
[k: string]: unknown
}

/**
 * A registration journey: its steps in order, each with the JSON Schema and uiSchema its form renders, a guard deciding whether the step applies, validation rules in JSON Logic with copy keys for their messages, and lender variants of its wording. Rules read { draft, lender, flags, query }; while a step is open, draft already holds what the person has typed on it.
 */
export interface RegistrationFlow {
$schema: "../schemas/registration-flow.schema.json"
schemaVersion: 1
/**
 * The route segment the flow lives under (register-v2).
 */
id: string
/**
 * @minItems 1
 */
steps: Step[]
/**
 * Draft fields removed whenever their rule holds (the home address once occupancy is primary).
 */
clears?: {
field: string
/**
 * A constant true/false, or one operation: an object with exactly one operator key.
 */
when: (boolean | {

})
}[]
/**
 * Checked in order after a step is submitted; the first whose rule holds ends the step there (a modal or another page) instead of moving on.
 */
exits: Exit[]
/**
 * The registration tracker: groups in order, each with its items and the steps each item covers. Every step belongs to exactly one item. A group none of whose steps is in the journey, or whose omitWhen rule holds, is not shown.
 * 
 * @minItems 1
 */
tracker: {
label: CopyKey
/**
 * A constant true/false, or one operation: an object with exactly one operator key.
 */
omitWhen?: (boolean | {

})
/**
 * @minItems 1
 */
items: {
/**
 * Shown under the group; omit for a group of one item.
 */
label?: string
/**
 * @minItems 1
 */
steps: string[]
}[]
}[]
}
/**
 * This interface was referenced by `RegistrationFlow`'s JSON-Schema
 * via the `definition` "step".
 */
export interface Step {
id: string
/**
 * Route segment under the flow; empty for the index step.
 */
path: string
/**
 * The step's question, shown as its h1.
 */
title: string
intro?: CopyKey
/**
 * The submit button's words.
 */
submit: string
/**
 * The step applies only while this holds; otherwise it is skipped.
 */
guard?: (boolean | {

})
/**
 * JSON Schema (draft-07) of the draft fields this step collects; its top-level properties are draft keys.
 */
schema: {
type: "object"
}
uiSchema?: UiNode
/**
 * Draft keys never saved to storage (passwords).
 */
secret?: string[]
/**
 * Draft keys whose answer is given to this lender only (consents to its texts, its electronic records, its terms): never handed to a paired lender, where the person gives them again.
 */
lenderOnly?: string[]
/**
 * A draft key of this step holding an email: before moving on, the person is told when it already has an account with the lender (the registration call checks again).
 */
accountCheck?: string
/**
 * Regulatory disclosures (types of flows/disclosures.json) the step shows just above its submit button, which waits for them: they cannot be skipped. The create call reports every one the journey showed in disclosuresShown, with the registry's version.
 * 
 * @minItems 1
 */
disclosures?: ("HELOC_EARLY_DISCLOSURE" | "CFPB_HELOC_BOOKLET" | "SOFT_CREDIT_AUTHORIZATION")[]
rules?: Rule[]
/**
 * Messages shown on the step while their rule holds, without blocking it (the disaster-zip warning).
 */
notices?: {
/**
 * A constant true/false, or one operation: an object with exactly one operator key.
 */
when: (boolean | {

})
message: Message
tone?: ("info" | "warning" | "error")
blocksSubmit?: boolean
}[]
/**
 * Wording for lenders or situations that differ; the first whose rule holds replaces the step's title, intro or submit.
 */
variants?: {
/**
 * A constant true/false, or one operation: an object with exactly one operator key.
 */
when: (boolean | {

})
title?: CopyKey
intro?: CopyKey
submit?: CopyKey
}[]
}
/**
 * rjsf uiSchema: widgets, labels (copy keys), and ui:messages mapping a schema keyword to a copy key.
 */
export interface UiNode {
/**
 * A constant true/false, or one operation: an object with exactly one operator key.
 */
"ui:showWhen"?: (boolean | {

})
[k: string]: {
[k: string]: unknown
} | boolean | {

} | undefined
}
/**
 * This interface was referenced by `RegistrationFlow`'s JSON-Schema
 * via the `definition` "rule".
 */
export interface Rule {
/**
 * Dotted path of the field the message belongs to.
 */
field: string
/**
 * A constant true/false, or one operation: an object with exactly one operator key.
 */
invalidWhen: (boolean | {

})
message: Message
}
/**
 * An rjsf uiSchema node; ui:showWhen is a rule deciding whether the field shows.
 * 
 * This interface was referenced by `RegistrationFlow`'s JSON-Schema
 * via the `definition` "uiNode".
 */
export interface UiNode1 {
/**
 * A constant true/false, or one operation: an object with exactly one operator key.
 */
"ui:showWhen"?: (boolean | {

})
[k: string]: {
[k: string]: unknown
} | boolean | {

} | undefined
}
