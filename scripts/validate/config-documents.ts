import path from 'node:path';
import type { ConfigFile, ConfigTree } from '../../src/build/load-config';
import { isRecord } from './json-pointer';

/** A lender.json that parsed to an object; checks read its fields defensively since it may not match the schema. */
export interface LenderDocument {
  file: string;
  /** The folder under lenders/. */
  folder: string;
  data: Record<string, unknown>;
}

export interface ThemeDocument {
  file: string;
  /** The file name without .json: what a lender's `theme` names. */
  fileName: string;
  data: Record<string, unknown>;
}

export function lenderDocuments(tree: ConfigTree): LenderDocument[] {
  return tree.lenders.filter(hasObjectData).map((f) => ({ file: f.file, folder: f.file.split('/')[1]!, data: f.data }));
}

export function themeDocuments(tree: ConfigTree): ThemeDocument[] {
  return tree.themes.filter(hasObjectData).map((f) => ({ file: f.file, fileName: path.posix.basename(f.file, '.json'), data: f.data }));
}

export const hasObjectData = (file: ConfigFile): file is ConfigFile<Record<string, unknown>> & { data: Record<string, unknown> } =>
  isRecord(file.data);

export const allConfigFiles = (tree: ConfigTree): ConfigFile[] => [
  ...tree.lenders,
  ...tree.themes,
  ...tree.copy,
  ...tree.lenderCopy,
  ...tree.translationSources,
  ...tree.staffCopy,
  ...tree.flows,
];

/** Org codes as lenders declare them; references (canonicalOrgCode, pairedOrgCode, copy overrides) must name one. */
export const declaredOrgCodes = (lenders: readonly LenderDocument[]): Set<string> =>
  new Set(lenders.map((l) => l.data.orgCode).filter((code): code is string => typeof code === 'string'));
