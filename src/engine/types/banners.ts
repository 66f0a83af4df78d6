// Generated from schemas/banners.schema.json by npm run gen:types. Do not edit by hand.

/**
 * Marketing or product banners, served as a public JSON file. The app shows active banners whose apps include it, newest first, at most the number flows/banner-strip.json allows.
 */
export interface BannersFile {
$schema: "../schemas/banners.schema.json"
schemaVersion: 1
banners: Banner[]
}
/**
 * This interface was referenced by `BannersFile`'s JSON-Schema
 * via the `definition` "banner".
 */
export interface Banner {
uuid: string
message: string
/**
 * Names of the apps that show it; this app's name is in flows/banner-strip.json.
 * 
 * @minItems 1
 */
apps: string[]
variant: ("info" | "warn")
/**
 * A link shown after the message: a page of this site (a path from /) or an https address.
 */
link?: {
label: string
href: string
}
/**
 * The message (and the link's label) in each language other than English, by locale ('es'). A page in a language the banner lacks shows the English, marked as English for screen readers; npm run validate asks for every language a lender offers.
 */
translations?: {
[k: string]: {
message: string
linkLabel?: string
}
}
active: boolean
metadata: {
createdAt: string
}
}
