import type { ConfigTree } from '../../src/build/load-config';
import { declaredOrgCodes, lenderDocuments, themeDocuments, type LenderDocument, type ThemeDocument } from './config-documents';
import { configError, type ConfigError } from './config-error';
import { toPointer, valueAtPointer } from './json-pointer';

interface Occurrence {
  file: string;
  pointer: string;
}

/** One error per occurrence of a value that more than one lender uses, naming the other files. */
function duplicates(occurrences: Map<string, Occurrence[]>, describe: (value: string, others: string) => string): ConfigError[] {
  return [...occurrences].flatMap(([value, places]) => {
    const files = new Set(places.map((p) => p.file));
    if (files.size < 2) return [];
    return places.map((place) => {
      const others = [...files].filter((f) => f !== place.file).join(', ');
      return configError(place.file, place.pointer, describe(value, others));
    });
  });
}

function addOccurrence(map: Map<string, Occurrence[]>, value: unknown, occurrence: Occurrence): void {
  if (typeof value !== 'string') return;
  map.set(value, [...(map.get(value) ?? []), occurrence]);
}

function folderMatchesOrgCode(lenders: readonly LenderDocument[]): ConfigError[] {
  return lenders
    .filter((l) => typeof l.data.orgCode === 'string' && l.data.orgCode !== l.folder)
    .map((l) => configError(l.file, '/orgCode', `orgCode '${String(l.data.orgCode)}' does not match its folder name '${l.folder}'`));
}

function uniqueOrgCodes(lenders: readonly LenderDocument[]): ConfigError[] {
  const byCode = new Map<string, Occurrence[]>();
  for (const l of lenders) addOccurrence(byCode, l.data.orgCode, { file: l.file, pointer: '/orgCode' });
  return duplicates(byCode, (code, others) => `orgCode '${code}' is also used by ${others}`);
}

function uniqueHosts(lenders: readonly LenderDocument[]): ConfigError[] {
  const byHost = new Map<string, Occurrence[]>();
  for (const l of lenders) {
    const hosts = Array.isArray(l.data.hosts) ? l.data.hosts : [];
    hosts.forEach((host, i) => addOccurrence(byHost, host, { file: l.file, pointer: toPointer(['hosts', i]) }));
  }
  return duplicates(byHost, (host, others) => `host '${host}' is also used by ${others}`);
}

function exactlyOneDefault(lenders: readonly LenderDocument[]): ConfigError[] {
  const defaults = lenders.filter((l) => l.data.default === true);
  if (lenders.length === 0) return [configError('lenders', '', 'no lender folders found; the app needs at least one lender')];
  if (defaults.length === 0) {
    return [configError('lenders', '', 'no lender sets "default": true; exactly one must')];
  }
  if (defaults.length < 2) return [];
  const files = defaults.map((l) => l.file).join(', ');
  return defaults.map((l) => configError(l.file, '/default', `exactly one lender may set "default": true, but ${files} do`));
}

function themeReferences(lenders: readonly LenderDocument[], themes: readonly ThemeDocument[]): ConfigError[] {
  const names = new Set(themes.map((t) => t.fileName));
  return lenders
    .filter((l) => typeof l.data.theme === 'string' && !names.has(l.data.theme))
    .map((l) => configError(l.file, '/theme', `theme '${String(l.data.theme)}' not found in themes/`));
}

function themeNamesMatchFiles(themes: readonly ThemeDocument[]): ConfigError[] {
  return themes
    .filter((t) => typeof t.data.name === 'string' && t.data.name !== t.fileName)
    .map((t) => configError(t.file, '/name', `name '${String(t.data.name)}' must equal the file name '${t.fileName}'`));
}

const IMAGE_POINTERS = ['/logo/src', '/logoOnDark', '/firstStepImage/src', '/creditUnionLogo/src'];

function imageFilesExist(lenders: readonly LenderDocument[], assets: ConfigTree['lenderAssets']): ConfigError[] {
  return lenders.flatMap((l) =>
    IMAGE_POINTERS.flatMap((pointer) => {
      const src = valueAtPointer(l.data, pointer);
      if (typeof src !== 'string' || (assets[l.folder] ?? []).includes(src)) return [];
      return [configError(l.file, pointer, `file '${src}' not found in lenders/${l.folder}/`)];
    }),
  );
}

const ORG_REFERENCE_POINTERS = ['/canonicalOrgCode', '/features/newYork/pairedOrgCode'];

function orgCodeReferences(lenders: readonly LenderDocument[]): ConfigError[] {
  const known = declaredOrgCodes(lenders);
  return lenders.flatMap((l) =>
    ORG_REFERENCE_POINTERS.flatMap((pointer) => {
      const code = valueAtPointer(l.data, pointer);
      if (typeof code !== 'string' || known.has(code)) return [];
      return [configError(l.file, pointer, `no lender has orgCode '${code}'`)];
    }),
  );
}

/** References between files: lender folders, org codes, hosts, the default lender, themes and logo files. */
export function crossChecks(tree: ConfigTree): ConfigError[] {
  const lenders = lenderDocuments(tree);
  const themes = themeDocuments(tree);
  return [
    ...folderMatchesOrgCode(lenders),
    ...uniqueOrgCodes(lenders),
    ...uniqueHosts(lenders),
    ...exactlyOneDefault(lenders),
    ...themeReferences(lenders, themes),
    ...themeNamesMatchFiles(themes),
    ...imageFilesExist(lenders, tree.lenderAssets),
    ...orgCodeReferences(lenders),
  ];
}
