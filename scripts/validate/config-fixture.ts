// Builds a copy of the real config tree with small, named changes, so tests of the validator keep
// working while the real lender data evolves. Used by the broken-fixture and CLI tests.
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../../src/build/load-config';
import { isRecord, pointerSegments } from './json-pointer';

export const CONFIG_DIRS = ['lenders', 'themes', 'copy', 'flows', 'schemas'];
export const CASE_FILE = 'case.json';

export type JsonPatch = { file: string; remove: string } | { file: string; set: string; value: unknown };

export interface ExpectedError {
  file: string;
  pointer: string;
  /** Fragments the message must contain, all of them. */
  includes: string | string[];
  line?: number;
}

/** A case folder's case.json. Every path is relative to the tree's root. */
export interface FixtureCase {
  /** Folders (relative to the project root) overlaid before the case's own files, for fixtures several cases share. */
  overlay?: string[];
  copy?: Array<{ from: string; to: string }>;
  delete?: string[];
  patch?: JsonPatch[];
  expect?: ExpectedError[];
}

/**
 * Copies the real config folders into a fresh temporary directory; with `lenders`, only those lenders'
 * folders and copy overrides.
 */
export async function copyRealConfig(lenders?: ReadonlySet<string>): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'heloc-config-'));
  const keep = (source: string) => {
    if (!lenders) return true;
    const [top, second, code] = path.relative(PROJECT_ROOT, source).split(path.sep);
    const lenderCode = top === 'lenders' ? second : top === 'copy' && second === 'lenders' ? code : undefined;
    return lenderCode === undefined || lenders.has(lenderCode);
  };
  await Promise.all(
    CONFIG_DIRS.map((dir) =>
      cp(path.join(PROJECT_ROOT, dir), path.join(root, dir), { recursive: true, filter: keep }).catch(() => undefined),
    ),
  );
  return root;
}

/**
 * The lenders a case needs, so its cost does not grow with the lenders in the tree: those the case's
 * own text names (`lenders/CODE` or "CODE"), the default lender, those the shared flows name, and
 * every lender these name in turn (a New York entity's pair). Such a tree validates clean by itself.
 */
export async function lendersForCase(caseText: string): Promise<Set<string>> {
  const codes = (await readdir(path.join(PROJECT_ROOT, 'lenders'), { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const lenderText = new Map(
    await Promise.all(
      codes.map(async (code) => [code, await readFile(path.join(PROJECT_ROOT, 'lenders', code, 'lender.json'), 'utf8')] as const),
    ),
  );
  const flowsDir = path.join(PROJECT_ROOT, 'flows');
  const flowText = (
    await Promise.all((await readdir(flowsDir)).filter((f) => f.endsWith('.json')).map((f) => readFile(path.join(flowsDir, f), 'utf8')))
  ).join('\n');
  const named = (text: string) => codes.filter((code) => text.includes(`"${code}"`) || text.includes(`lenders/${code}/`));
  const needed = new Set([...named(caseText), ...named(flowText)]);
  for (const [code, text] of lenderText) if (/"default"\s*:\s*true/.test(text)) needed.add(code);
  for (const code of needed) for (const other of named(lenderText.get(code)!)) needed.add(other);
  return needed;
}

function parentAndKey(document: unknown, pointer: string): { parent: Record<string, unknown> | unknown[]; key: string } {
  const segments = pointerSegments(pointer);
  const key = segments.pop();
  let parent: unknown = document;
  for (const segment of segments) parent = Array.isArray(parent) ? parent[Number(segment)] : isRecord(parent) ? parent[segment] : undefined;
  if (key === undefined || !(isRecord(parent) || Array.isArray(parent)))
    throw new Error(`fixture patch: ${pointer} has no parent to change`);
  return { parent, key };
}

export function applyJsonPatch(document: unknown, patch: JsonPatch): void {
  const pointer = 'remove' in patch ? patch.remove : patch.set;
  const { parent, key } = parentAndKey(document, pointer);
  if (Array.isArray(parent)) {
    const index = key === '-' ? parent.length : Number(key);
    if ('remove' in patch) parent.splice(index, 1);
    else parent[index] = patch.value;
    return;
  }
  if ('remove' in patch) {
    // A stale fixture should fail loudly, not silently test nothing.
    if (!Object.hasOwn(parent, key)) throw new Error(`fixture patch: ${patch.file} has nothing at ${pointer}`);
    delete parent[key];
  } else {
    parent[key] = patch.value;
  }
}

async function patchFile(root: string, patch: JsonPatch): Promise<void> {
  const file = path.join(root, patch.file);
  const document: unknown = JSON.parse(await readFile(file, 'utf8'));
  applyJsonPatch(document, patch);
  await writeFile(file, `${JSON.stringify(document, null, 2)}\n`);
}

async function overlayFolder(root: string, folder: string): Promise<void> {
  for (const name of await readdir(folder)) {
    if (name !== CASE_FILE) await cp(path.join(folder, name), path.join(root, name), { recursive: true });
  }
}

export async function readFixtureCase(caseDir: string): Promise<FixtureCase> {
  const text = await readFile(path.join(caseDir, CASE_FILE), 'utf8').catch(() => '{}');
  return JSON.parse(text) as FixtureCase;
}

/**
 * The real config tree, with the lenders the case needs, and the case applied: overlays, the case's
 * files, copies, deletions, then patches.
 */
export async function makeConfigFixture(caseDir: string): Promise<{ root: string; fixture: FixtureCase }> {
  const fixture = await readFixtureCase(caseDir);
  const root = await copyRealConfig(await lendersForCase(JSON.stringify(fixture)));
  for (const shared of fixture.overlay ?? []) await overlayFolder(root, path.join(PROJECT_ROOT, shared));
  await overlayFolder(root, caseDir);
  for (const { from, to } of fixture.copy ?? []) await cp(path.join(root, from), path.join(root, to), { recursive: true });
  for (const target of fixture.delete ?? []) await rm(path.join(root, target), { recursive: true });
  for (const patch of fixture.patch ?? []) await patchFile(root, patch);
  return { root, fixture };
}

export const removeConfigFixture = (root: string): Promise<void> => rm(root, { recursive: true, force: true });
