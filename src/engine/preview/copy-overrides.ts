// A lender's copy overrides beside the base text each replaces, for the preview's 'Lender copy'.

type CopyTree = { [key: string]: unknown };

export interface CopyOverride {
  /** The dotted key within its namespace ('offers.prequalified'). */
  key: string;
  text: string;
  /** The base copy's text for the key; undefined where the base has none. */
  base: string | undefined;
}

const isTree = (value: unknown): value is CopyTree => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every text of a namespace file, by dotted key; the file's own `$schema` and `schemaVersion` are not copy. */
export function copyTexts(tree: CopyTree, prefix = ''): Array<[key: string, text: string]> {
  return Object.entries(tree).flatMap(([key, value]): Array<[string, string]> => {
    if (!prefix && (key === '$schema' || key === 'schemaVersion')) return [];
    const dotted = prefix ? `${prefix}.${key}` : key;
    if (isTree(value)) return copyTexts(value, dotted);
    return typeof value === 'string' ? [[dotted, value]] : [];
  });
}

/** The texts a lender's namespace file overrides, in its order, each with the base text it replaces. */
export function copyOverrides(override: CopyTree, base: CopyTree | undefined): CopyOverride[] {
  const baseTexts = new Map(base ? copyTexts(base) : []);
  return copyTexts(override).map(([key, text]) => ({ key, text, base: baseTexts.get(key) }));
}
