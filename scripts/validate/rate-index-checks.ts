import type { ConfigTree } from '../../src/build/load-config';
import type { LenderDocument } from './config-documents';
import { configError, type ConfigError } from './config-error';
import { BASE_LOCALE, baseCopy, copyValue } from './copy-resources';
import { isRecord, toPointer, valueAtPointer } from './json-pointer';

export const RATE_INDEXES_FILE = 'flows/rate-indexes.json';
const INDEX_POINTER = '/product/lineTerms/variableRate/index';

/** The indexes the file declares, or undefined when it is missing or not an object (its own errors say why). */
function declaredIndexes(tree: ConfigTree): Record<string, unknown> | undefined {
  const file = tree.flows.find((f) => f.file === RATE_INDEXES_FILE);
  const indexes = isRecord(file?.data) ? file.data.indexes : undefined;
  return isRecord(indexes) ? indexes : undefined;
}

/** Each index's years run without a gap: the historical example shows fifteen consecutive years. */
function consecutiveYearErrors(indexes: Record<string, unknown>): ConfigError[] {
  return Object.entries(indexes).flatMap(([key, index]) => {
    const values = isRecord(index) ? index.valuesPercent : undefined;
    if (!isRecord(values)) return [];
    const years = Object.keys(values)
      .map(Number)
      .filter(Number.isInteger)
      .sort((a, b) => a - b);
    const missing: number[] = [];
    for (let i = 1; i < years.length; i++) for (let y = years[i - 1]! + 1; y < years[i]!; y++) missing.push(y);
    if (missing.length === 0) return [];
    const pointer = toPointer(['indexes', key, 'valuesPercent']);
    return [configError(RATE_INDEXES_FILE, pointer, `years must be consecutive: no value for ${missing.join(', ')}`)];
  });
}

/** A lender's index must be one the file declares, or its disclosure could neither name it nor show its history. */
function indexReferenceErrors(lenders: readonly LenderDocument[], indexes: Record<string, unknown> | undefined): ConfigError[] {
  return lenders.flatMap((lender) => {
    const key = valueAtPointer(lender.data, INDEX_POINTER);
    if (typeof key !== 'string' || (indexes && Object.hasOwn(indexes, key))) return [];
    const known = indexes ? Object.keys(indexes).join(', ') || 'none' : `none: ${RATE_INDEXES_FILE} is missing or unreadable`;
    return [configError(lender.file, INDEX_POINTER, `index '${key}' not found in ${RATE_INDEXES_FILE} (known: ${known})`)];
  });
}

/** Where an index's words are: copy, so they are translated and approved with the early disclosure. */
const INDEX_WORDS = ['name', 'shortName', 'valueDate'];
const WORDS_NAMESPACE = 'heloc-terms';

/** A lender's index has its words in the English copy (the other locales follow by the locale checks). */
function indexWordErrors(tree: ConfigTree, lenders: readonly LenderDocument[]): ConfigError[] {
  const copy = baseCopy(tree).get(BASE_LOCALE)?.get(WORDS_NAMESPACE)?.tree;
  return lenders.flatMap((lender) => {
    const key = valueAtPointer(lender.data, INDEX_POINTER);
    if (typeof key !== 'string') return [];
    return INDEX_WORDS.filter((word) => typeof copyValue(copy, `indexes.${key}.${word}`) !== 'string').map((word) =>
      configError(lender.file, INDEX_POINTER, `index '${key}' has no words in copy: ${WORDS_NAMESPACE}:indexes.${key}.${word} is missing`),
    );
  });
}

/** The rate index file, the lenders' references to it, and the words that name each index. */
export function rateIndexChecks(tree: ConfigTree, lenders: readonly LenderDocument[]): ConfigError[] {
  const indexes = declaredIndexes(tree);
  return [...(indexes ? consecutiveYearErrors(indexes) : []), ...indexReferenceErrors(lenders, indexes), ...indexWordErrors(tree, lenders)];
}
