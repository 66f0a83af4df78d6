// Generated from schemas/conditions.schema.json by npm run gen:types. Do not edit by hand.

/**
 * This interface was referenced by `ConditionsConfig`'s JSON-Schema
 * via the `definition` "category".
 */
export type Category = ({
/**
 * The request's title, in the panel and as its page's heading.
 */
header: string
/**
 * The page's action.
 */
button: string
/**
 * What is asked and why; may interpolate {{last4}} (the disbursement account's last four digits).
 */
description: string
/**
 * The description when more than one document is asked for (the spec's paystub text); {{count}} is how many.
 */
descriptionMany?: string
/**
 * What answering it takes: documents, an identity document, or a phone number. Sent as the page's conditionType query.
 */
type: ("DOCUMENT_UPLOAD" | "IDENTITY" | "PHONE_NUMBER")
/**
 * The document type an upload to this condition is filed as.
 */
uploadDocumentType?: ("BANK_STATEMENT" | "CERTIFICATE_OF_TRUST" | "PROPERTY_DESCRIPTION_SOURCE" | "USER_UPLOADED_PAYSTUB" | "IDENTITY_DOCUMENT" | "SUPPORT")
/**
 * The page below the area's conditions/ that answers it; without one, conditions/upload-document.
 */
location?: ("identity" | "phone-number")
} & Category1)
export type Category1 = ({
type?: "DOCUMENT_UPLOAD"
} | {
type?: "IDENTITY"
location: "identity"
} | {
type?: "PHONE_NUMBER"
location: "phone-number"
})
/**
 * An i18next key, namespace:path.
 * 
 * This interface was referenced by `ConditionsConfig`'s JSON-Schema
 * via the `definition` "copyKey".
 */
export type CopyKey = string

/**
 * Conditions (the lender's document requests, spec 001 §3) and the notifications panel that lists them. Every condition category the app shows has an entry; conditions of any other category are not shown. A category either takes documents on the upload-document page (uploadDocumentType names what the upload is filed as) or is done on its own page below the area's conditions/ (location).
 */
export interface ConditionsConfig {
$schema: "../schemas/conditions.schema.json"
schemaVersion: 1
/**
 * How often the open conditions are fetched again while a page shows them (spec: 60 s, and on window focus).
 */
pollSeconds: number
notifications: {
/**
 * Entries of a group shown before 'View All' (spec: 3).
 */
shownByDefault: number
/**
 * Largest unread count a group shows (spec: 8).
 */
unreadCap: number
}
/**
 * Every upload page's action when more than one document is asked for (spec: 'Upload Documents').
 */
manyDocumentsButton: string
categories: {
[k: string]: Category
}
}
