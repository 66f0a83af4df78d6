// Generated from schemas/rate-indexes.schema.json by npm run gen:types. Do not edit by hand.

/**
 * The indexes a variable-rate line can follow, with one value a year: the historical example of the early HELOC disclosure (Reg Z 12 CFR 1026.40(d)(12)(xi)) shows what the line would have done with the most recent fifteen. A lender names its index in product.lineTerms.variableRate.index. Each index says where its values come from (source, sourceUrl), how a new year's value is added (updates) and whether compliance has checked them (review); docs/compliance.md lists the changes behind each value.
 */
export interface RateIndexes {
$schema: string
schemaVersion: 1
indexes: {
[k: string]: RateIndex
}
}
/**
 * Its words (the name a borrower reads, the day of each year's value) are copy: heloc-terms:indexes.<KEY>.name, .shortName and .valueDate, so they are translated and reviewed with the disclosure.
 * 
 * This interface was referenced by `RateIndexes`'s JSON-Schema
 * via the `definition` "rateIndex".
 */
export interface RateIndex {
/**
 * Which published series the values are, and on which day of each year (not shown to borrowers).
 */
source: string
/**
 * Where a reviewer reads the published series to check each value (not shown to borrowers).
 */
sourceUrl: string
/**
 * How and when a new year's value is added, and who checks it (not shown to borrowers).
 */
updates: string
/**
 * Whether compliance has verified the values against the published series.
 */
review: {
status: ("PENDING" | "APPROVED")
note: string
}
/**
 * The index on valueDate of each year, in percent (8.5 means 8.50%), keyed by year. At least fifteen consecutive years; the example uses the most recent fifteen, so a new year's value is added each year.
 */
valuesPercent: {
[k: string]: number
}
}
