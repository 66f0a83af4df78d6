// Generated from schemas/lender.schema.json by npm run gen:types. Do not edit by hand.

/**
 * This interface was referenced by `Lender`'s JSON-Schema
 * via the `definition` "state".
 */
export type State = ("AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY")
/**
 * This interface was referenced by `Lender`'s JSON-Schema
 * via the `definition` "zip".
 */
export type Zip = string
/**
 * This interface was referenced by `Lender`'s JSON-Schema
 * via the `definition` "url".
 */
export type Url = string
/**
 * States where the lender holds a licence; listed in the footer.
 */
export type StateList = State[]
/**
 * States where registration may proceed; others go to the waitlist.
 */
export type StateList1 = State[]
/**
 * @minItems 7
 * @maxItems 7
 * 
 * This interface was referenced by `Lender`'s JSON-Schema
 * via the `definition` "weekHours".
 */
export type WeekHours = {
weekday: ("MONDAY" | "TUESDAY" | "WEDNESDAY" | "THURSDAY" | "FRIDAY" | "SATURDAY" | "SUNDAY")
/**
 * 1 is Monday; 6 and 7 are the weekend.
 */
weekdayValue: number
isOpen: boolean
startTime?: string
endTime?: string
}[]
/**
 * This interface was referenced by `Lender`'s JSON-Schema
 * via the `definition` "copyKey".
 */
export type CopyKey = string
/**
 * This interface was referenced by `Lender`'s JSON-Schema
 * via the `definition` "stateList".
 */
export type StateList2 = State[]

/**
 * One partner lender: brand, company information, where it lends, pricing, feature toggles and which disclosures it shows. Lives at lenders/<ORG_CODE>/lender.json.
 */
export interface Lender {
$schema: "../../schemas/lender.schema.json"
/**
 * Version of this file's format; bumped with a migration script when the schema breaks old files.
 */
schemaVersion: 1
/**
 * Organisation code sent on every request and accepted in the org query parameter. Must equal the folder name.
 */
orgCode: string
/**
 * The organisation this one belongs to (a lender's New York entity names its parent here).
 */
canonicalOrgCode: string
/**
 * The lender used when neither the org query parameter nor the host name picks one. Exactly one lender sets it.
 */
default?: boolean
/**
 * Name of a file in themes/ (without .json).
 */
theme: string
themeOverrides?: TokenOverrides
/**
 * Host names that select this lender when no org query parameter is given.
 */
hosts: string[]
/**
 * Where the header logo links. Defaults to the application's root.
 */
homeUrl?: string
/**
 * The host site's navigation links the header shows to signed-in people, in this order (spec 001 route table: Dashboard, Marketplace, Portfolio Manager, Passport, Group Manager, Pay, Exchange, Support, Settings). The dashboard link is hidden for additional signers who are not brokers. Empty or absent: no navigation links.
 */
hostNavigation?: ("dashboard" | "marketplace" | "portfolio" | "passport" | "groupManager" | "pay" | "exchange" | "support" | "settings")[]
logo: Image
/**
 * The same logo drawn in light ink, a file in the lender's folder. The header shows it when the theme's header background is dark (white reads better on it than black); validation requires it then. Same alt text and size as logo.
 */
logoOnDark?: string
/**
 * An optional illustration or photo beside the first registration step's question, a file in the lender's folder. Shown from tablet width up only: on a phone it would push the form down. alt is '' for a decorative picture, or describes what it shows.
 */
firstStepImage?: {
src: string
alt: string
width: number
height: number
}
creditUnionLogo?: Image1
company: Company
states: {
licensed: StateList
supported: StateList1
/**
 * ZIP codes sent to the waitlist even inside a supported state.
 */
excludedZips: Zip[]
}
/**
 * The lender's own IANA time zone (America/New_York). Where its clocks differ from Pacific time, the footer shows the hours in this zone beside the spec's Pacific hours. Validation checks the name is a zone the browser knows.
 */
timeZone?: string
/**
 * Opening hours per department, in Pacific time (America/Los_Angeles) as the spec requires.
 */
operatingHours: {
phone: WeekHours
chat: WeekHours
}
/**
 * The E-SIGN consent's facts (15 U.S.C. 7001(c)), shown before the borrower agrees to electronic records: the fee for a paper copy. Where to ask for paper, withdraw consent or update contact details is the lender's own address, phone and email (company.companyAddress, supportPhoneNumber, supportEmail), so the statement always agrees with the footer.
 */
electronicRecords: {
/**
 * US dollars charged for each paper copy of a record; 0 when free. The E-SIGN consent states it.
 */
paperCopyFee: number
}
product: Product
features: Features
/**
 * The prescreened-offer opt-out notices (FCRA 615(d), 12 CFR 1022.54): the consumer reporting agencies' toll-free opt-out line and where to write to opt out. Who runs the line is copy (prescreen:agencyName, a lender's own words in its copy overrides), so it is translated. Required when features.directMailPrescreen is true.
 */
prescreenOptOut?: {
/**
 * The toll-free opt-out number, ten digits.
 */
phoneNumber: string
/**
 * The number as the notices print it in letters (1-888-5-OPT-OUT).
 */
phoneNumberWords: string
/**
 * Where a consumer writes to opt out (FCRA 615(d)(1)(E): the notification system's address as well as its toll-free number): each consumer reporting agency the prescreened list came from, named, with its mailing address. The long notice lists them.
 * 
 * @minItems 1
 * @maxItems 6
 */
mailingAddresses: {
name: string
street1: string
city: string
state: string
zip: string
}[]
}
/**
 * The languages this lender's site offers, each a folder of copy/ ('en', 'es'). English is always among them (Reg Z 1026.27: disclosures in another language stay available in English). Only these locales are in the lender's package; with more than one, the header has a language switch. Absent: English only.
 * 
 * @minItems 1
 */
locales?: string[]
/**
 * Copy keys (namespace:key) of the footer's legal texts. Each must exist in every locale.
 */
disclosures: {
/**
 * Numbered disclosures, in order.
 * 
 * @minItems 1
 */
numbered: CopyKey[]
/**
 * Unnumbered notices shown after the numbered ones (for example New York notices).
 */
notices?: CopyKey[]
/**
 * Links to the CFPB booklet 'What you should know about home equity lines of credit' (December 2022 revision), given with the early HELOC disclosure (Reg Z 12 CFR 1026.40(e)); one per locale, English required, Spanish ('es') when the lender offers it.
 */
booklet: {
/**
 * The English booklet.
 */
en: string
/**
 * The Spanish booklet ('Lo que usted debe saber sobre las líneas de crédito con garantía hipotecaria'), shown to a borrower reading in Spanish.
 */
es?: string
}
}
/**
 * Loan originators who refer borrowers to this lender, and sample referral records, as the sandbox's lead portal answers them.
 */
referrals?: {
/**
 * Loan originators of this lender, answered by the lead portal by uuid; licensedStates are where each may refer borrowers.
 */
loanOriginators?: {
uuid: string
originatorName: string
brokerName?: string
avatarUri?: Url
email: string
phoneNumber: string
nmls: string
licensedStates: StateList2
}[]
/**
 * Sandbox lead records: sample referrals the lead portal answers by uuid (fictional people). Kept on the sandbox server, never sent to the browser in the lender package.
 */
sampleReferrals?: {
uuid: string
firstName: string
lastName: string
suffix?: ("I" | "II" | "III" | "IV" | "V" | "JR" | "SR")
address?: {
street1: string
street2?: string
city: string
state: State
zip: Zip
}
phoneNumber?: string
email: string
/**
 * Present once the referral became an account: the app sends the person to login.
 */
status?: string
}[]
}
/**
 * Sandbox only: lead records the sandbox server answers for this lender (direct-mail offer codes, affiliate prepopulation). Never sent to the browser in the lender package.
 */
sandboxLeads?: {
/**
 * Direct-mail prescreen offers, looked up by offerCode (spec 000 §3 'Offer code record').
 */
offerCodes?: {
offerCode: string
firstName: string
lastName: string
inHomeDate: string
respondByDate: string
street1: string
street2?: string
city: string
state: string
zip: string
}[]
/**
 * Affiliate prepopulation records by the id the affiliate's prepop cookie carries (spec 000 §3 'Affiliate prepopulation data').
 */
prepopulations?: {
id: string
name: {
firstName: string
middleName?: string
lastName: string
}
address: {
street1: string
street2?: string
city: string
state: string
zip: string
}
dob: string
email: string
phone: string
income: number
affiliate: string
abVersion: string
}[]
}
}
/**
 * Any subset of a theme's tokens, applied over the named theme.
 */
export interface TokenOverrides {
colors?: Colors
fonts?: Fonts
radii?: Radii
logo?: Logo
}
export interface Colors {
/**
 * Page background.
 */
background?: string
/**
 * Cards and inputs.
 */
surface?: string
/**
 * Six-digit hex colour.
 */
text?: string
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
/**
 * Six-digit hex colour.
 */
primaryHover?: string
/**
 * Six-digit hex colour.
 */
link?: string
/**
 * Six-digit hex colour.
 */
border?: string
/**
 * Six-digit hex colour.
 */
focus?: string
/**
 * Six-digit hex colour.
 */
error?: string
/**
 * Six-digit hex colour.
 */
success?: string
/**
 * Six-digit hex colour.
 */
headerBackground?: string
/**
 * Six-digit hex colour.
 */
headerText?: string
/**
 * Six-digit hex colour.
 */
footerBackground?: string
/**
 * Six-digit hex colour.
 */
footerText?: string
/**
 * Six-digit hex colour.
 */
footerMuted?: string
}
export interface Fonts {
/**
 * A CSS font-family list of system fonts and the theme's webFonts; no remote font downloads.
 */
body?: string
/**
 * A CSS font-family list of system fonts and the theme's webFonts; no remote font downloads.
 */
heading?: string
}
export interface Radii {
control?: string
card?: string
button?: string
}
export interface Logo {
height?: string
placement?: ("start" | "center")
}
/**
 * This interface was referenced by `Lender`'s JSON-Schema
 * via the `definition` "image".
 */
export interface Image {
/**
 * File in the lender's folder.
 */
src: string
alt: string
width?: number
height?: number
}
/**
 * Optional credit-union logo shown in the footer beside the housing logos.
 */
export interface Image1 {
/**
 * File in the lender's folder.
 */
src: string
alt: string
width?: number
height?: number
}
/**
 * This interface was referenced by `Lender`'s JSON-Schema
 * via the `definition` "company".
 */
export interface Company {
companyName: string
companyNameShort: string
/**
 * Product name as the lender markets it.
 */
companyProduct: string
/**
 * The lender's one postal address: the footer, the E-SIGN statement, the notice of the right to cancel, adverse action notices and the insurance mortgagee clause all show it. Copy writes {{companyAddress}}, never the address itself.
 */
companyAddress: {
street1: string
street2?: string
city: string
state: State
zip: Zip
}
/**
 * The lender's NMLS licensing number, shown in the footer and on documents. Copy writes {{nmlsNumber}}.
 */
nmlsNumber: string
/**
 * The lender's page on NMLS Consumer Access; a number in it must be nmlsNumber.
 */
nmlsUrl: string
/**
 * The lender's one email address for borrowers: support, the E-SIGN statement's requests and written cancellations. Copy writes {{email}}.
 */
supportEmail: string
/**
 * The lender's one phone line for borrowers: support, the E-SIGN statement's requests and questions about cancelling. Copy writes {{phone}}.
 */
supportPhoneNumber: {
/**
 * Ten digits, no separators.
 */
number: string
}
termsOfUseUrl: Url
privacyPolicyUrl: Url
licensesUrl: Url
additionalUrls: {
type: "FOOTER"
/**
 * The link's words in English.
 */
name: string
/**
 * The link's words in each other language the lender offers, by locale ('es'); npm run validate asks for every one in locales.
 */
names?: {
[k: string]: string
}
url: Url
}[]
/**
 * Equal Housing Lender, Equal Opportunity Lender, or both logos together.
 */
lenderImageKey: ("EHL" | "EOL" | "OTHER")
/**
 * Regulator review is on: New York addresses are rejected in the address step.
 */
allowRegulatorReview: boolean
showCopyrightYear: boolean
/**
 * Toggles the lender publishes to the client as is.
 */
publicFeatureToggles: {
[k: string]: boolean
}
/**
 * Where a borrower sends a cancellation: shown in the notice of the right to cancel (Reg Z 1026.15, RESCISSION_NOTICE) on the signing and complete pages and in each owner's copy. The address, phone and email are the lender's own (companyAddress, supportPhoneNumber, supportEmail), so the notice always agrees with the footer; only the line that routes the letter inside the lender is its own.
 */
rescission: {
/**
 * The line above the street in the cancellation address, as it is written on the envelope (for example 'Attn: Notice of Cancellation'): a department, never another address (RESCISSION_NOTICE).
 */
attentionLine: string
}
/**
 * The federal agency that administers the lender's compliance with the Equal Credit Opportunity Act, with its address as Reg B Appendix A gives it: shown in the adverse action notice (Reg B 1002.9(b)(1), ADVERSE_ACTION_NOTICE).
 */
federalRegulator: {
/**
 * The agency and office, as Reg B Appendix A names them (ADVERSE_ACTION_NOTICE).
 */
name: string
address: PostalAddress
}
}
/**
 * The agency's address (ADVERSE_ACTION_NOTICE).
 */
export interface PostalAddress {
street1: string
street2?: string
city: string
state: State
zip: Zip
}
/**
 * Product and pricing data; the footer's loan terms and the sandbox's offers come from here.
 * 
 * This interface was referenced by `Lender`'s JSON-Schema
 * via the `definition` "product".
 */
export interface Product {
loanAmount: Range
aprPercent: Range1
/**
 * Origination fee cap, percent of the initial draw.
 */
maxOriginationFeePercent: number
fees: {
/**
 * Dollars, charged when no automated valuation is available.
 */
valuationNoAvm: number
manualNotary: number
recordingFees: Range2
recordingTaxPer100k: Range3
}
/**
 * Offered fixed terms, in years.
 * 
 * @minItems 1
 */
terms: (5 | 10 | 15 | 30)[]
rateDiscounts: {
type: ("ALL_IN" | "AUTOPAY" | "CREDIT_UNION" | "DEPARTMENT_OF_COMMERCE_CU" | "QUORUM" | "TEACHERS_FEDERAL_CU" | "VALLEY_STRONG_FFA" | "VALLEY_STRONG_NON_FFA")
/**
 * Rate reduction in percentage points.
 */
percent: number
}[]
/**
 * What the offers page selects first: a choice a borrower would accept, never simply the most expensive. Each option shows its monthly payment, fee and total paid beside it. Without this the page starts at 10 years, the lowest fee and half the line.
 */
offerDefaults?: {
/**
 * Fixed term selected first, in years. When the offers lack it, the nearest offered term (the shorter on a tie).
 */
term: (5 | 10 | 15 | 30)
/**
 * Fee option selected first: lowestFee is the smallest fee (often none, at a higher rate); lowestTotalPaid is the option whose payments add up to the least over the term for the default draw.
 */
originationFee: ("lowestFee" | "lowestTotalPaid")
/**
 * Initial draw filled in first, rounded down to whole thousands and kept within what the borrower may draw.
 */
draw: ({
/**
 * Percent of the largest draw the borrower is pre-qualified for.
 */
percentOfLine: number
} | {
/**
 * Dollars; the smallest allowed draw when below it, the largest when above.
 */
amount: number
})
}
/**
 * Figures of the early HELOC disclosure ('Important terms of our home equity line of credit', Reg Z 12 CFR 1026.40(d)), shown on the set-password step and before the hard credit pull. Required: every lender offering a line must give it.
 */
lineTerms: {
/**
 * Early HELOC disclosure: years during which the borrower may draw on the line.
 */
drawPeriodYears: number
/**
 * Early HELOC disclosure: the longest repayment period after the draw period ends, in years.
 */
repaymentPeriodYears: number
/**
 * Early HELOC disclosure: the minimum payment rule. AMORTIZING: each draw is repaid in equal monthly payments over its fixed term; INTEREST_ONLY_DURING_DRAW: interest only while drawing, then equal payments over the repayment period.
 */
minimumPayment: ("AMORTIZING" | "INTEREST_ONLY_DURING_DRAW")
/**
 * Early HELOC disclosure: how later draws are priced (an index plus a margin), the highest APR the line can ever reach, and the margin of the historical example.
 */
variableRate: {
/**
 * The index later draws are priced at: a key of flows/rate-indexes.json (for example WSJ_PRIME), whose name the disclosure shows and whose yearly values its historical example (Reg Z 1026.40(d)(12)(xi)) uses.
 */
index: string
marginPercent: Range4
/**
 * The margin the historical example uses, in percentage points: one the lender has recently used, within marginPercent.
 */
historicalExampleMarginPercent: number
/**
 * The maximum APR (lifetime cap), in percent.
 */
maxAprPercent: number
}
/**
 * Early HELOC disclosure: days after the disclosure is given during which its terms hold (the 'these terms are available until' date).
 */
termsHoldDays: number
/**
 * Early HELOC disclosure: yearly membership or participation fee, in dollars (0 for none).
 */
annualFee: number
}
}
/**
 * Dollars.
 */
export interface Range {
min: number
max: number
}
/**
 * Annual percentage rate range, in percent (7.6 means 7.60%).
 */
export interface Range1 {
min: number
max: number
}
/**
 * This interface was referenced by `Lender`'s JSON-Schema
 * via the `definition` "range".
 */
export interface Range2 {
min: number
max: number
}
/**
 * Recording taxes in dollars per 100,000 borrowed.
 */
export interface Range3 {
min: number
max: number
}
/**
 * Margin over the index, in percentage points.
 */
export interface Range4 {
min: number
max: number
}
/**
 * Per-lender variants the spec names. Everything the engine varies on lives here, never in code.
 * 
 * This interface was referenced by `Lender`'s JSON-Schema
 * via the `definition` "features".
 */
export interface Features {
/**
 * main: the main provider or its entities (main-brand disclosures, feedback link). whiteLabel: a partner lender.
 */
brand: ("main" | "whiteLabel")
/**
 * Wholesale channel: root and register pages show the not-accepting-applications page.
 */
wholesale: boolean
/**
 * Registration needs a referrer query parameter; without it the not-accepting-applications page shows.
 */
loanOfficerRequired: boolean
/**
 * A referred application in a state outside states.licensed is blocked in the address step.
 */
enforceLicensedStatesForReferral?: boolean
/**
 * 18 by default; 62 for the age-restricted variant. Above 18 the first registration step says the requirement up front (registration:notices.minimumAge), so no one learns it only at the birthdate step.
 */
minimumAge: number
/**
 * Higher minimum ages in particular states (19 in Alabama). The larger of this and minimumAge applies.
 */
stateMinimumAges?: {
[k: string]: number
}
/**
 * Footer wording of the terms link.
 */
termsLinkLabel: ("TERMS_OF_USE" | "TERMS_OF_SERVICE")
logoAnimation: boolean
/**
 * Feedback link and modal for signed-in users (the spec reserves it for the main brand).
 */
feedback: boolean
/**
 * Header shows 'Chat with us' instead of the support phone number.
 */
webChat: boolean
/**
 * For-sale question adds 'or will it be listed for sale within the next 6 months?'.
 */
forSaleSixMonthWording?: boolean
/**
 * Contact step uses the direct-mail prescreen wording ('See your rate on the next page!', 'Apply Now').
 */
directMailPrescreen?: boolean
/**
 * The lender does not lend in Hawaii and points to a partner lender.
 */
hawaiiModal?: {
partnerName: string
partnerUrl: Url
}
/**
 * New York handling: the redirect modal sends New York properties to the New York entity and others back to the main lender.
 */
newYork?: {
role: ("newYorkEntity" | "outsideNewYork")
pairedOrgCode: string
}
/**
 * Disaster-response warning for listed ZIP codes (post-disaster inspection required).
 */
disasterZips?: {
token: string
zips: Zip[]
}
/**
 * Footer links the Illinois Community Reinvestment notice.
 */
illinoisCommunityReinvestmentNotice?: boolean
}
/**
 * This interface was referenced by `Lender`'s JSON-Schema
 * via the `definition` "postalAddress".
 */
export interface PostalAddress1 {
street1: string
street2?: string
city: string
state: State
zip: Zip
}
