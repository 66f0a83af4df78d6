// Generated from schemas/sample-application-pages.schema.json by npm run gen:types. Do not edit by hand.

/**
 * Every application page with the sandbox state that lets a borrower stay on it (flows/sample-application-pages.json). The preview's 'Try a step' makes a sandbox borrower and application, merges reset, base and the page's state into it with the sandbox state control, and opens the page; the accessibility suite visits each page the same way.
 */
export interface SampleApplicationPages {
$schema: string
schemaVersion: 1
description?: string
/**
 * The contact facts (PUT …/contact, with the current HARD_CREDIT consent) given once the application exists: the state machine needs the SSN on the profile for the later steps.
 */
contact: {
/**
 * The status the application is set to for the call.
 */
atStatus: string
ownership: ("SOLE" | "JOINT" | "TRUST")
ssn: string
}
reset: State
base: State1
/**
 * Addresses the application's page registry has that show no page of their own, each with where it leads instead: nothing to try there.
 */
elsewhere?: {
[k: string]: string
}
/**
 * @minItems 1
 */
pages: Page[]
}
/**
 * A body for POST /sandbox/api/v1/applications/{uuid}/state: merged into the application; checklistStatus sets the status.
 */
export interface State {
checklistStatus?: string
status?: {

}
[k: string]: unknown
}
/**
 * A body for POST /sandbox/api/v1/applications/{uuid}/state: merged into the application; checklistStatus sets the status.
 */
export interface State1 {
checklistStatus?: string
status?: {

}
[k: string]: unknown
}
/**
 * This interface was referenced by `SampleApplicationPages`'s JSON-Schema
 * via the `definition` "page".
 */
export interface Page {
/**
 * The page under /account/heloc/{uuid}/ ('' the application home), as the application's page registry names it.
 */
path: string
state: State2
/**
 * Opened instead of path when the page is reached through another page: its controls (press) or a document request (documentRequest).
 */
openAt?: string
/**
 * The copy key (namespace:key) of the button on openAt that leads to the page.
 */
press?: string
/**
 * A document request of this category is raised (POST /sandbox/api/v1/applications/{uuid}/conditions) and the page opened with its id (conditionUuid).
 */
documentRequest?: string
}
/**
 * A body for POST /sandbox/api/v1/applications/{uuid}/state: merged into the application; checklistStatus sets the status.
 * 
 * This interface was referenced by `SampleApplicationPages`'s JSON-Schema
 * via the `definition` "state".
 */
export interface State2 {
checklistStatus?: string
status?: {

}
[k: string]: unknown
}
