// Generated from schemas/banner-strip.schema.json by npm run gen:types. Do not edit by hand.

/**
 * How this app reads the public banners file: where it is, the app name a banner's apps must include, and how many banners show at most.
 */
export interface BannerStrip {
$schema: "../schemas/banner-strip.schema.json"
schemaVersion: 1
/**
 * Address of the public banners file on the app's origin; the server answers it from flows/banners.sandbox.json or flows/banners.production.json.
 */
path: string
/**
 * This app's name in a banner's apps list.
 */
app: string
/**
 * Most banners shown at once, newest first (the spec's default is 2).
 */
maxVisible: number
}
