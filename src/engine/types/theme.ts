// Generated from schemas/theme.schema.json by npm run gen:types. Do not edit by hand.

/**
 * Six-digit hex colour.
 * 
 * This interface was referenced by `Theme`'s JSON-Schema
 * via the `definition` "color".
 */
export type Color = string
/**
 * A CSS font-family list of system fonts and the theme's webFonts; no remote font downloads.
 * 
 * This interface was referenced by `Theme`'s JSON-Schema
 * via the `definition` "fontStack".
 */
export type FontStack = string
/**
 * This interface was referenced by `Theme`'s JSON-Schema
 * via the `definition` "length".
 */
export type Length = string

/**
 * Design tokens a lender names in lender.json. Tokens become CSS custom properties that Tailwind reads. Validation checks every text and control colour pair against WCAG AA.
 */
export interface Theme {
$schema: "../schemas/theme.schema.json"
schemaVersion: 1
/**
 * Must equal the file name.
 */
name: string
colors: Colors
fonts: Fonts
/**
 * Self-hosted typefaces this theme loads (src/engine/theme/web-fonts.ts: an npm package's latin woff2 each). Only lenders whose theme names one download it. The font stacks must name each by its family ('Source Serif 4 Variable'), and validation refuses a stack naming one not listed here.
 */
webFonts?: ("public-sans" | "source-serif-4")[]
radii: Radii
logo: Logo
}
export interface Colors {
/**
 * Page background.
 */
background: string
/**
 * Cards and inputs.
 */
surface: string
text: Color
/**
 * Six-digit hex colour.
 */
textMuted: string
/**
 * Six-digit hex colour.
 */
primary: string
/**
 * Six-digit hex colour.
 */
onPrimary: string
primaryHover: Color
link: Color
/**
 * Six-digit hex colour.
 */
border: string
/**
 * Six-digit hex colour.
 */
focus: string
error: Color
success: Color
headerBackground: Color
headerText: Color
footerBackground: Color
footerText: Color
footerMuted: Color
}
export interface Fonts {
body: FontStack
heading: FontStack
}
export interface Radii {
control: Length
card: Length
button: Length
}
export interface Logo {
height: Length
placement: ("start" | "center")
}
/**
 * This interface was referenced by `Theme`'s JSON-Schema
 * via the `definition` "colors".
 */
export interface Colors1 {
/**
 * Page background.
 */
background?: string
/**
 * Cards and inputs.
 */
surface?: string
text?: Color
/**
 * Six-digit hex colour.
 */
textMuted?: string
/**
 * Six-digit hex colour.
 */
primary?: string
/**
 * Six-digit hex colour.
 */
onPrimary?: string
primaryHover?: Color
link?: Color
/**
 * Six-digit hex colour.
 */
border?: string
/**
 * Six-digit hex colour.
 */
focus?: string
error?: Color
success?: Color
headerBackground?: Color
headerText?: Color
footerBackground?: Color
footerText?: Color
footerMuted?: Color
}
/**
 * This interface was referenced by `Theme`'s JSON-Schema
 * via the `definition` "fonts".
 */
export interface Fonts1 {
body?: FontStack
heading?: FontStack
}
/**
 * This interface was referenced by `Theme`'s JSON-Schema
 * via the `definition` "radii".
 */
export interface Radii1 {
control?: Length
card?: Length
button?: Length
}
/**
 * This interface was referenced by `Theme`'s JSON-Schema
 * via the `definition` "logo".
 */
export interface Logo1 {
height?: Length
placement?: ("start" | "center")
}
/**
 * Any subset of a theme's tokens, applied over the named theme.
 * 
 * This interface was referenced by `Theme`'s JSON-Schema
 * via the `definition` "tokenOverrides".
 */
export interface TokenOverrides {
colors?: Colors1
fonts?: Fonts1
radii?: Radii1
logo?: Logo1
}
