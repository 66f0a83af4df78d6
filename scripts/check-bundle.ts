// Deterministic checks of the production build (run by npm test after `vite build`):
// - the script a first visit downloads (entry plus its static imports) stays within its budget, compressed;
// - no browser code evaluates strings (`eval`, `new Function`): validators are precompiled, the CSP forbids it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'dist');

/** Budgets in bytes, brotli-compressed (what the server sends). Raise one only with a reason in the commit. */
export const BUDGETS = { initialScript: 170 * 1024, initialCss: 12 * 1024 };

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const brotli = (buffer: Buffer) => brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Files a first visit loads: the entry chunk and, transitively, its static imports. */
export function initialFiles(manifest: Record<string, ManifestChunk>): { scripts: string[]; styles: string[] } {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error('no entry chunk in the Vite manifest');
  const seen = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key]!;
    chunk.css?.forEach((file) => styles.add(file));
    chunk.imports?.forEach(visit);
  };
  visit(entry[0]);
  return { scripts: [...seen].map((key) => manifest[key]!.file), styles: [...styles] };
}

/** eval(…), new Function(…) and Function(…) called bare, but not names that merely end in them (isPDFFunction). */
const EVAL_PATTERN = /(?<![\w$.])eval\(|(?<![\w$.])Function\(/;

export function checkBundle(dist: string = DIST, budgets = BUDGETS): number {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const { scripts, styles } = initialFiles(manifest);
  const size = (files: string[]) => files.reduce((sum, file) => sum + brotli(readFileSync(path.join(dist, file))), 0);
  const scriptBytes = size(scripts);
  const styleBytes = size(styles);
  let failures = 0;

  console.log(`initial script: ${kb(scriptBytes)} brotli (budget ${kb(budgets.initialScript)}) in ${scripts.length} files`);
  for (const file of scripts) {
    const buffer = readFileSync(path.join(dist, file));
    console.log(`  ${file}: ${kb(brotli(buffer))} brotli, ${kb(gzipSync(buffer, { level: 9 }).length)} gzip`);
  }
  console.log(`initial CSS: ${kb(styleBytes)} brotli (budget ${kb(budgets.initialCss)})`);
  if (scriptBytes > budgets.initialScript) {
    console.error(`initial script ${kb(scriptBytes)} is over its budget of ${kb(budgets.initialScript)}`);
    failures++;
  }
  if (styleBytes > budgets.initialCss) {
    console.error(`initial CSS ${kb(styleBytes)} is over its budget of ${kb(budgets.initialCss)}`);
    failures++;
  }

  for (const chunk of Object.values(manifest)) {
    // Workers and other module assets (.mjs) count as browser code too.
    if (!/\.m?js$/.test(chunk.file)) continue;
    const text = readFileSync(path.join(dist, chunk.file), 'utf8');
    const match = EVAL_PATTERN.exec(text);
    if (match) {
      console.error(`${chunk.file} evaluates strings as code near: ${text.slice(Math.max(0, match.index - 60), match.index + 40)}`);
      failures++;
    }
  }
  console.log(failures ? `${failures} bundle check(s) failed` : 'bundle checks passed');
  return failures ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = checkBundle();
