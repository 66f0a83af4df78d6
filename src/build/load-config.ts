// Reads the config folders (lenders/, themes/, copy/, flows/) from disk. Node only: used by the
// validator, the build and the sandbox server, never by the browser.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Where the build, the server and the validator read lenders, themes, copy and flows: the project's
 * own folders, or the tree CONFIG_ROOT names (a scratch tree with many lenders, scripts/scale-lenders.ts).
 */
export const CONFIG_ROOT = process.env.CONFIG_ROOT ? path.resolve(process.env.CONFIG_ROOT) : PROJECT_ROOT;

export interface ConfigFile<T = unknown> {
  /** Path relative to the project root, with forward slashes: what error messages name. */
  file: string;
  text: string;
  /** Parsed JSON, or undefined when the text is not JSON (see parseError). */
  data: T | undefined;
  parseError?: string;
}

export interface ConfigTree {
  root: string;
  lenders: ConfigFile[];
  /** Files other than lender.json in each lender folder, by org folder name. */
  lenderAssets: Record<string, string[]>;
  themes: ConfigFile[];
  /** Base copy: copy/<locale>/<namespace>.json */
  copy: ConfigFile[];
  /** Lender overrides: copy/lenders/<ORG>/<locale>/<namespace>.json */
  lenderCopy: ConfigFile[];
  /**
   * What each translation was made from, beside it: copy/<locale>/sources/<namespace>.json and
   * copy/lenders/<ORG>/<locale>/sources/<namespace>.json (scripts/translations.ts writes them).
   */
  translationSources: ConfigFile[];
  /**
   * Compliance's approvals of disclosure words, beside them: copy/<locale>/approvals/<namespace>.json
   * and copy/lenders/<ORG>/<locale>/approvals/<namespace>.json (src/build/copy-approvals.ts).
   */
  approvals: ConfigFile[];
  /**
   * The staff's pages' words (the preview area): copy/staff/<locale>/<namespace>.json. Copy like the
   * rest, but never in a lender's package, never translated, never a borrower's.
   */
  staffCopy: ConfigFile[];
  flows: ConfigFile[];
}

/** The folder under copy/ of the staff's pages' words. */
export const STAFF_FOLDER = 'staff';

/** The folder beside a locale's namespace files that records what each translation was made from. */
export const SOURCES_FOLDER = 'sources';

/** The folder beside a locale's namespace files that holds the approvals of their words. */
export const APPROVALS_FOLDER = 'approvals';

async function listDir(dir: string): Promise<import('node:fs').Dirent[]> {
  try {
    return (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
  } catch {
    return [];
  }
}

export async function readConfigFile(root: string, file: string): Promise<ConfigFile> {
  const text = await readFile(path.join(root, file), 'utf8');
  try {
    return { file, text, data: JSON.parse(text) };
  } catch (error) {
    return { file, text, data: undefined, parseError: (error as Error).message };
  }
}

async function jsonFilesIn(root: string, dir: string): Promise<ConfigFile[]> {
  const entries = await listDir(path.join(root, dir));
  return Promise.all(entries.filter((e) => e.isFile() && e.name.endsWith('.json')).map((e) => readConfigFile(root, `${dir}/${e.name}`)));
}

export async function loadConfigTree(root: string = CONFIG_ROOT): Promise<ConfigTree> {
  const lenders: ConfigFile[] = [];
  const lenderAssets: Record<string, string[]> = {};
  for (const entry of await listDir(path.join(root, 'lenders'))) {
    if (!entry.isDirectory()) continue;
    const files = await listDir(path.join(root, 'lenders', entry.name));
    lenderAssets[entry.name] = files.filter((f) => f.isFile() && f.name !== 'lender.json').map((f) => f.name);
    if (files.some((f) => f.name === 'lender.json')) lenders.push(await readConfigFile(root, `lenders/${entry.name}/lender.json`));
    else lenders.push({ file: `lenders/${entry.name}/lender.json`, text: '', data: undefined, parseError: 'file is missing' });
  }

  const copy: ConfigFile[] = [];
  const lenderCopy: ConfigFile[] = [];
  const translationSources: ConfigFile[] = [];
  const approvals: ConfigFile[] = [];
  const staffCopy: ConfigFile[] = [];
  for (const entry of await listDir(path.join(root, 'copy'))) {
    if (!entry.isDirectory()) continue;
    if (entry.name === STAFF_FOLDER) {
      for (const locale of await listDir(path.join(root, 'copy', STAFF_FOLDER))) {
        if (locale.isDirectory()) staffCopy.push(...(await jsonFilesIn(root, `copy/${STAFF_FOLDER}/${locale.name}`)));
      }
    } else if (entry.name === 'lenders') {
      for (const org of await listDir(path.join(root, 'copy/lenders'))) {
        if (!org.isDirectory()) continue;
        for (const locale of await listDir(path.join(root, 'copy/lenders', org.name))) {
          if (!locale.isDirectory()) continue;
          lenderCopy.push(...(await jsonFilesIn(root, `copy/lenders/${org.name}/${locale.name}`)));
          translationSources.push(...(await jsonFilesIn(root, `copy/lenders/${org.name}/${locale.name}/${SOURCES_FOLDER}`)));
          approvals.push(...(await jsonFilesIn(root, `copy/lenders/${org.name}/${locale.name}/${APPROVALS_FOLDER}`)));
        }
      }
    } else {
      copy.push(...(await jsonFilesIn(root, `copy/${entry.name}`)));
      translationSources.push(...(await jsonFilesIn(root, `copy/${entry.name}/${SOURCES_FOLDER}`)));
      approvals.push(...(await jsonFilesIn(root, `copy/${entry.name}/${APPROVALS_FOLDER}`)));
    }
  }

  return {
    root,
    lenders,
    lenderAssets,
    themes: await jsonFilesIn(root, 'themes'),
    copy,
    lenderCopy,
    translationSources,
    approvals,
    staffCopy,
    flows: await jsonFilesIn(root, 'flows'),
  };
}

/**
 * `copy/en/footer.json` → { locale: 'en', namespace: 'footer' }; lender overrides also give the org.
 * A translation's sources file (`copy/es/sources/footer.json`) and an approvals file give their namespace's parts.
 */
export function copyFileParts(file: string): { org?: string; locale: string; namespace: string } {
  const parts = file
    .split('/')
    .filter((part, index, all) => !((part === SOURCES_FOLDER || part === APPROVALS_FOLDER) && index === all.length - 2));
  const namespace = parts.at(-1)!.replace(/\.json$/, '');
  const locale = parts.at(-2)!;
  return parts[1] === 'lenders' ? { org: parts[2], locale, namespace } : { locale, namespace };
}
