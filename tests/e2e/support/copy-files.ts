// A locale's copy as the app's package carries it: each namespace file of copy/<locale>/ without its
// $schema and schemaVersion, by namespace.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type CopyTree = { [key: string]: string | CopyTree };

export const copyIn = (locale: string): Record<string, CopyTree> => {
  const dir = path.join('copy', locale);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => {
        const { $schema: _schema, schemaVersion: _version, ...tree } = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
        return [file.replace(/\.json$/, ''), tree as CopyTree];
      }),
  );
};

/** A locale's string by its key ('namespace:dotted.path'); throws when it has none. */
export const wordIn = (locale: string): ((key: string) => string) => {
  const tree = copyIn(locale);
  return (key) => {
    const [namespace, dotted] = key.split(':') as [string, string];
    const value = dotted
      .split('.')
      .reduce<string | CopyTree | undefined>((node, part) => (node as CopyTree | undefined)?.[part], tree[namespace]);
    if (typeof value !== 'string') throw new Error(`no ${locale} copy for ${key}`);
    return value;
  };
};
