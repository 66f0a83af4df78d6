// Deterministic checks of the production build (run by npm test after `vite build`):
// - the script and CSS each route downloads (the entry, the route's lazy modules and everything they
//   import statically) stays within its budget in scripts/bundle-budgets.json, brotli-compressed
//   (the preview area's own stylesheet is reported beside them);
// - no browser code evaluates strings (`eval`, `new Function`): validators are precompiled, the CSP forbids it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'dist');
export const BUDGETS_FILE = path.join(import.meta.dirname, 'bundle-budgets.json');
/** The staff-only preview area's lazy module: its own stylesheet is reported, not budgeted; a deployment build has none. */
export const PREVIEW_AREA_MODULE = 'src/ui/preview/preview-area.tsx';

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** A route: what a visit to it downloads besides the entry, and its budgets in KiB (brotli). */
export interface RouteBudget {
  name: string;
  /** Manifest keys (source paths) of the lazy modules the route loads; none for the entry alone. */
  modules: string[];
  scriptKiB: number;
  cssKiB: number;
}

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface RouteSizes {
  scripts: string[];
  styles: string[];
  script: Sizes;
  css: Sizes;
}

/** The budgets file, checked: a typo must fail loudly rather than leave a route unguarded. */
export function parseBudgets(data: unknown): RouteBudget[] {
  const routes = (data as { routes?: unknown })?.routes;
  if (!Array.isArray(routes) || routes.length === 0) throw new Error('bundle budgets: "routes" must be a non-empty array');
  const names = new Set<string>();
  return routes.map((route: Partial<RouteBudget>, index) => {
    const where = `bundle budgets: routes[${index}]`;
    if (typeof route?.name !== 'string' || !route.name) throw new Error(`${where}: "name" must be a non-empty string`);
    if (names.has(route.name)) throw new Error(`${where}: the name '${route.name}' is used twice`);
    names.add(route.name);
    if (!Array.isArray(route.modules) || !route.modules.every((m) => typeof m === 'string'))
      throw new Error(`${where} (${route.name}): "modules" must be an array of manifest keys`);
    for (const key of ['scriptKiB', 'cssKiB'] as const) {
      if (typeof route[key] !== 'number' || !(route[key] > 0))
        throw new Error(`${where} (${route.name}): "${key}" must be a positive number`);
    }
    return { name: route.name, modules: route.modules, scriptKiB: route.scriptKiB!, cssKiB: route.cssKiB! };
  });
}

export const loadBudgets = (file: string = BUDGETS_FILE) => parseBudgets(JSON.parse(readFileSync(file, 'utf8')));

/**
 * Files a visit to a route loads: the entry chunk and the route's modules, each with its static
 * imports, transitively. Dynamic imports are left out: they load later, if at all.
 */
export function routeFiles(manifest: Manifest, modules: readonly string[]): { scripts: string[]; styles: string[] } {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error('no entry chunk in the Vite manifest');
  const seen = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`'${key}' is not in the Vite manifest: was the module renamed? Update scripts/bundle-budgets.json`);
    seen.add(key);
    chunk.css?.forEach((file) => styles.add(file));
    chunk.imports?.forEach(visit);
  };
  // A dependency is named by its real path when node_modules is a link to another tree ('../x/node_modules/…').
  const keyOf = (module: string) =>
    manifest[module] || !module.startsWith('node_modules/')
      ? module
      : (Object.keys(manifest).find((key) => key.endsWith(`/${module}`)) ?? module);
  [entry[0], ...modules.map(keyOf)].forEach(visit);
  return { scripts: [...new Set([...seen].map((key) => manifest[key]!.file))], styles: [...styles] };
}

/** Compressed sizes as the server sends them: brotli at quality 11 (precompressed at build), gzip at 9. */
export function compressedSizes(buffer: Buffer): Sizes {
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** Measures routes of one build; each file is compressed once however many routes share it. */
export function routeMeasurer(dist: string) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const cache = new Map<string, Sizes>();
  const sizeOf = (file: string) => {
    let sizes = cache.get(file);
    if (!sizes) cache.set(file, (sizes = compressedSizes(readFileSync(path.join(dist, file)))));
    return sizes;
  };
  const total = (files: string[]): Sizes =>
    files.map(sizeOf).reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip, brotli: sum.brotli + s.brotli }), {
      raw: 0,
      gzip: 0,
      brotli: 0,
    });
  return {
    manifest,
    sizeOf,
    measure(modules: readonly string[]): RouteSizes {
      const { scripts, styles } = routeFiles(manifest, modules);
      return { scripts, styles, script: total(scripts), css: total(styles) };
    },
  };
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** eval(…), new Function(…) and Function(…) called bare, but not names that merely end in them (isPDFFunction). */
const EVAL_PATTERN = /(?<![\w$.])eval\(|(?<![\w$.])Function\(/;

export function checkBundle(dist: string = DIST, budgets: RouteBudget[] = loadBudgets()): number {
  const { manifest, sizeOf, measure } = routeMeasurer(dist);
  let failures = 0;

  for (const route of budgets) {
    let sizes: RouteSizes;
    try {
      sizes = measure(route.modules);
    } catch (error) {
      console.error(`${route.name}: ${(error as Error).message}`);
      failures++;
      continue;
    }
    console.log(
      `${route.name}: script ${kib(sizes.script.brotli)} brotli (budget ${route.scriptKiB} KiB, gzip ${kib(sizes.script.gzip)}, ` +
        `${sizes.scripts.length} files), CSS ${kib(sizes.css.brotli)} (budget ${route.cssKiB} KiB)`,
    );
    for (const [kind, bytes, budget] of [
      ['script', sizes.script.brotli, route.scriptKiB],
      ['CSS', sizes.css.brotli, route.cssKiB],
    ] as const) {
      if (bytes > budget * 1024) {
        const largest = (kind === 'script' ? sizes.scripts : sizes.styles)
          .map((file) => [file, sizeOf(file).brotli] as const)
          .sort((a, b) => b[1] - a[1])
          .slice(0, 5)
          .map(([file, size]) => `${file} ${kib(size)}`);
        console.error(`${route.name}: ${kind} ${kib(bytes)} is over its budget of ${budget} KiB; largest: ${largest.join(', ')}`);
        failures++;
      }
    }
  }

  if (manifest[PREVIEW_AREA_MODULE]) {
    const borrowerStyles = new Set(routeFiles(manifest, []).styles);
    const own = routeFiles(manifest, [PREVIEW_AREA_MODULE]).styles.filter((file) => !borrowerStyles.has(file));
    const brotli = own.reduce((sum, file) => sum + sizeOf(file).brotli, 0);
    console.log(`preview area (staff only): its own CSS ${kib(brotli)} brotli, on top of the entry's (no budget)`);
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

if (import.meta.url === `file://${process.argv[1]}`)
  process.exitCode = checkBundle(process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : DIST);
