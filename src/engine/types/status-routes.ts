// Generated from schemas/status-routes.schema.json by npm run gen:types. Do not edit by hand.

/**
 * A page under /account/heloc/{uuid}/; empty for the application home.
 * 
 * This interface was referenced by `StatusRoutes`'s JSON-Schema
 * via the `definition` "destination".
 */
export type Destination = string

/**
 * The server's checklist status decides the application's page. Rows are tried in order; the first whose statuses include the status and whose rule (if any) holds gives the destination, relative to /account/heloc/{uuid}/ ('' is the application home). A status no row maps falls back to the client state machine. A borrower on a page below the destination's section that is not itself a row's destination (a sub-step such as income/link/{type}) stays there; on any other page the status moves them to the destination.
 */
export interface StatusRoutes {
$schema: "../schemas/status-routes.schema.json"
schemaVersion: 1
routes: {
/**
 * @minItems 1
 */
statuses: string[]
/**
 * A constant true/false, or one operation: an object with exactly one operator key.
 */
when?: (boolean | {

})
to: Destination
}[]
/**
 * Pages a borrower may open whatever the status (document requests, disclosures): the status does not move them away. A trailing /* also allows every page below.
 */
openPages?: string[]
}
