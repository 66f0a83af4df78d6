// Draws the flow files as SVG diagrams in docs/flows/, so a pull request shows the picture beside the
// JSON change, and keeps what they show as text (docs/flows/overviews.json) for the preview page.
// `npm run diagrams` writes them; `--check` (run by the unit tests) fails naming each stale file.
// `--root DIR` reads flows/, copy/en/ and docs/flows/ under DIR instead of this project.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { instance, type Viz } from '@viz-js/viz';
import * as prettier from 'prettier';
import {
  copyText,
  pollingOverview,
  registrationOverview,
  stateMachineOverview,
  statusRoutesOverview,
  type FlowOverviews,
} from '../src/engine/flow/flow-overview';
import { pollingDot, registrationDot, stateMachineDot, statusRoutesDot } from './diagrams/flow-dot';

const PROJECT_ROOT = path.resolve(import.meta.dirname, '..');
export const DIAGRAMS_DIR = 'docs/flows';
export const OVERVIEWS_FILE = `${DIAGRAMS_DIR}/overviews.json`;

const readJson = async <T>(root: string, file: string): Promise<T> => JSON.parse(await readFile(path.join(root, file), 'utf8')) as T;

/** The English copy by namespace: step titles and option names come from it. */
async function englishCopy(root: string): Promise<Record<string, unknown>> {
  const files = (await readdir(path.join(root, 'copy/en'))).filter((file) => file.endsWith('.json')).sort();
  return Object.fromEntries(
    await Promise.all(files.map(async (file) => [file.slice(0, -'.json'.length), await readJson(root, `copy/en/${file}`)])),
  );
}

export async function loadOverviews(root: string): Promise<FlowOverviews> {
  const [registration, statusRoutes, stateMachine, polling, copy] = await Promise.all([
    readJson<Parameters<typeof registrationOverview>[0]>(root, 'flows/registration.json'),
    readJson<Parameters<typeof statusRoutesOverview>[0]>(root, 'flows/status-routes.json'),
    readJson<Parameters<typeof stateMachineOverview>[0]>(root, 'flows/client-state-machine.json'),
    readJson<Parameters<typeof pollingOverview>[0]>(root, 'flows/polling-policy.json'),
    englishCopy(root),
  ]);
  return {
    registration: registrationOverview(registration, copyText(copy)),
    statusRoutes: statusRoutesOverview(statusRoutes),
    stateMachine: stateMachineOverview(stateMachine),
    polling: pollingOverview(polling),
  };
}

/** Graphviz's SVG with a line saying where it comes from; the same DOT always gives the same bytes. */
export function drawSvg(viz: Viz, dot: string, source: string): string {
  const result = viz.render(dot, { format: 'svg', engine: 'dot' });
  // A letter outside ASCII is measured as a space: a label a little narrow, nothing worse.
  const problems = result.errors
    .filter((error) => !(error.level === 'warning' && /no value for width of non-ASCII character/.test(error.message)))
    .map((error) => `${error.level ?? 'error'}: ${error.message.trim()}`);
  if (result.status !== 'success' || problems.length > 0) throw new Error(`Graphviz could not draw ${source}:\n${problems.join('\n')}`);
  const note = `<!-- Drawn from ${source} by npm run diagrams (scripts/diagrams.ts). Do not edit by hand. -->\n`;
  const svg = result.output.replace(/<svg\b/, `${note}<svg`);
  return svg.endsWith('\n') ? svg : `${svg}\n`;
}

/** Formatted as the project's prettier settings want it, whichever root the files are drawn for. */
async function formatJson(file: string, data: unknown): Promise<string> {
  const options = await prettier.resolveConfig(path.join(PROJECT_ROOT, file));
  return prettier.format(JSON.stringify(data), { ...options, filepath: file });
}

/** Every file `npm run diagrams` writes, by its path from the root, with its content. */
export async function drawDiagrams(root: string = PROJECT_ROOT): Promise<Map<string, string>> {
  const overviews = await loadOverviews(root);
  const viz = await instance();
  const drawings: Array<[name: string, dot: string, source: string]> = [
    ['registration', registrationDot(overviews.registration), overviews.registration.source],
    ['status-routes', statusRoutesDot(overviews.statusRoutes), overviews.statusRoutes.source],
    ['client-state-machine', stateMachineDot(overviews.stateMachine), overviews.stateMachine.source],
    ['polling-policy', pollingDot(overviews.polling), overviews.polling.source],
  ];
  const files = new Map<string, string>();
  for (const [name, dot, source] of drawings) files.set(`${DIAGRAMS_DIR}/${name}.svg`, drawSvg(viz, dot, source));
  files.set(OVERVIEWS_FILE, await formatJson(OVERVIEWS_FILE, overviews));
  return files;
}

/** The files under `root` that differ from what the flow files draw now (missing ones too). */
export async function staleDiagrams(root: string = PROJECT_ROOT): Promise<string[]> {
  const files = await drawDiagrams(root);
  const stale: string[] = [];
  for (const [file, text] of files) {
    const current = await readFile(path.join(root, file), 'utf8').catch(() => undefined);
    if (current !== text) stale.push(file);
  }
  return stale;
}

async function main() {
  const args = process.argv.slice(2);
  const rootAt = args.indexOf('--root');
  const root = rootAt === -1 ? PROJECT_ROOT : path.resolve(args[rootAt + 1] ?? '.');
  if (args.includes('--check')) {
    const stale = await staleDiagrams(root);
    for (const file of stale) console.error(`${file} is stale: run npm run diagrams`);
    if (stale.length > 0) process.exit(1);
    return;
  }
  await mkdir(path.join(root, DIAGRAMS_DIR), { recursive: true });
  for (const [file, text] of await drawDiagrams(root)) {
    await writeFile(path.join(root, file), text);
    console.log(`wrote ${file}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
