import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkBundle, loadBudgets, parseBudgets, routeFiles, routeMeasurer, type RouteBudget } from './check-bundle';

const dirs: string[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

const MANIFEST = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_shared'],
    dynamicImports: ['lazy.tsx', 'other.tsx'],
    css: ['assets/index.css'],
  },
  _shared: { file: 'assets/shared.js' },
  'lazy.tsx': { file: 'assets/lazy.js', imports: ['_shared', '_forms'], css: ['assets/lazy.css'] },
  _forms: { file: 'assets/forms.js' },
  'other.tsx': { file: 'assets/other.js', imports: ['_shared'] },
  'worker.mjs': { file: 'assets/worker.mjs' },
  'src/ui/preview/preview-area.tsx': { file: 'assets/preview-area.js', imports: ['_shared'], css: ['assets/preview-area.css'] },
};

/** Random bytes do not compress, so a file's compressed size is about its length. */
const incompressible = (bytes: number) => randomBytes(bytes);

async function fakeDist(files: Record<string, string | Buffer> = {}): Promise<string> {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'heloc-dist-'));
  dirs.push(dist);
  await mkdir(path.join(dist, '.vite'), { recursive: true });
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(path.join(dist, '.vite/manifest.json'), JSON.stringify(MANIFEST));
  const defaults = Object.fromEntries(
    [
      'index.js',
      'shared.js',
      'lazy.js',
      'forms.js',
      'other.js',
      'worker.mjs',
      'preview-area.js',
      'index.css',
      'lazy.css',
      'preview-area.css',
    ].map((f) => [`assets/${f}`, 'x']),
  );
  for (const [file, text] of Object.entries({ ...defaults, ...files })) await writeFile(path.join(dist, file), text);
  return dist;
}

const route = (overrides: Partial<RouteBudget> = {}): RouteBudget => ({
  name: 'lazy page',
  modules: ['lazy.tsx'],
  scriptKiB: 10,
  cssKiB: 10,
  ...overrides,
});

describe('routeFiles', () => {
  it('counts the entry and its static imports, not lazy chunks, for the entry alone', () => {
    expect(routeFiles(MANIFEST, [])).toEqual({ scripts: ['assets/index.js', 'assets/shared.js'], styles: ['assets/index.css'] });
  });

  it('adds a route’s modules with their static imports, each file once', () => {
    expect(routeFiles(MANIFEST, ['lazy.tsx'])).toEqual({
      scripts: ['assets/index.js', 'assets/shared.js', 'assets/lazy.js', 'assets/forms.js'],
      styles: ['assets/index.css', 'assets/lazy.css'],
    });
  });

  it('follows import cycles and refuses a module the build does not have', () => {
    const cyclic = {
      'index.html': { file: 'i.js', isEntry: true, imports: ['a'] },
      a: { file: 'a.js', imports: ['b'] },
      b: { file: 'b.js', imports: ['a'] },
    };
    expect(routeFiles(cyclic, []).scripts).toEqual(['i.js', 'a.js', 'b.js']);
    expect(() => routeFiles(MANIFEST, ['renamed.tsx'])).toThrow(/'renamed.tsx' is not in the Vite manifest/);
  });

  it('finds a dependency by its real path when node_modules is a link to another tree', () => {
    const linked = {
      'index.html': { file: 'i.js', isEntry: true },
      '../../other/tree/node_modules/lib/build/lib.mjs': { file: 'lib.js' },
    };
    expect(routeFiles(linked, ['node_modules/lib/build/lib.mjs']).scripts).toEqual(['i.js', 'lib.js']);
    expect(() => routeFiles(linked, ['node_modules/lib/build/other.mjs'])).toThrow(/is not in the Vite manifest/);
  });
});

describe('routeMeasurer', () => {
  it('adds up the gzip and brotli sizes of a route’s files', async () => {
    const dist = await fakeDist({ 'assets/lazy.js': incompressible(3000), 'assets/forms.js': incompressible(2000) });
    const sizes = routeMeasurer(dist).measure(['lazy.tsx']);
    expect(sizes.script.raw).toBe(5002);
    // Incompressible bytes cost a little framing each: within 3% of the raw size.
    for (const bytes of [sizes.script.gzip, sizes.script.brotli]) expect(Math.abs(bytes - 5002)).toBeLessThan(150);
    expect(sizes.css.raw).toBe(2);
  });
});

describe('parseBudgets', () => {
  it('reads the project’s budgets file, which guards the first registration step', () => {
    const budgets = loadBudgets();
    expect(budgets.find((b) => b.modules.includes('src/ui/registration/register-v2-page.tsx'))?.scriptKiB).toBeGreaterThan(0);
  });

  it('refuses budgets that would leave a route unguarded', () => {
    expect(() => parseBudgets({})).toThrow(/"routes" must be a non-empty array/);
    expect(() => parseBudgets({ routes: [{ name: 'a', modules: 'x.tsx', scriptKiB: 1, cssKiB: 1 }] })).toThrow(/"modules"/);
    expect(() => parseBudgets({ routes: [{ name: 'a', modules: [], scriptKiB: '170', cssKiB: 1 }] })).toThrow(
      /"scriptKiB" must be a positive number/,
    );
    expect(() => parseBudgets({ routes: [{ name: 'a', modules: [], scriptKiB: 1, cssKiB: 0 }] })).toThrow(/"cssKiB"/);
    const twice = { name: 'a', modules: [], scriptKiB: 1, cssKiB: 1 };
    expect(() => parseBudgets({ routes: [twice, twice] })).toThrow(/used twice/);
  });
});

describe('checkBundle', () => {
  it('passes routes within their budgets and fails the one whose script grew past it', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const dist = await fakeDist({ 'assets/forms.js': incompressible(6 * 1024) });
    expect(checkBundle(dist, [route({ scriptKiB: 7 }), route({ name: 'other page', modules: ['other.tsx'], scriptKiB: 1 })])).toBe(0);
    expect(checkBundle(dist, [route({ scriptKiB: 5 }), route({ name: 'other page', modules: ['other.tsx'], scriptKiB: 1 })])).toBe(1);
    expect(errors.mock.calls.flat().join(' ')).toMatch(
      /lazy page: script 6\.\d KiB is over its budget of 5 KiB; largest: assets\/forms\.js/,
    );
  });

  it('fails on CSS over budget and on a budget naming a module the build lacks', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const dist = await fakeDist({ 'assets/lazy.css': incompressible(3 * 1024) });
    expect(checkBundle(dist, [route({ cssKiB: 2 })])).toBe(1);
    expect(checkBundle(dist, [route({ cssKiB: 4 })])).toBe(0);
    expect(checkBundle(dist, [route({ modules: ['gone.tsx'] })])).toBe(1);
  });

  it('reports the preview area’s own stylesheet without a budget', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const dist = await fakeDist({ 'assets/preview-area.css': incompressible(3 * 1024), 'assets/index.css': incompressible(1024) });
    expect(checkBundle(dist, [route()])).toBe(0);
    expect(log.mock.calls.flat().join(' ')).toMatch(/preview area \(staff only\): its own CSS 3\.\d KiB brotli/);
  });

  it('fails when any chunk, even a lazy one, evaluates strings', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const budgets = [route()];
    expect(checkBundle(await fakeDist({ 'assets/lazy.js': 'const f = new Function("return 1")' }), budgets)).toBe(1);
    expect(checkBundle(await fakeDist({ 'assets/shared.js': 'x=eval("1")' }), budgets)).toBe(1);
    expect(checkBundle(await fakeDist({ 'assets/shared.js': 'obj.eval(1); retrieval(2)' }), budgets)).toBe(0);
    // Function called without new compiles strings just the same; a worker module is browser code too.
    expect(checkBundle(await fakeDist({ 'assets/other.js': 'try{Function(``)}catch{}' }), budgets)).toBe(1);
    expect(checkBundle(await fakeDist({ 'assets/worker.mjs': 'return new Function("a", body)' }), budgets)).toBe(1);
    expect(checkBundle(await fakeDist({ 'assets/worker.mjs': 'function isPDFFunction(e){}; x.Function(1)' }), budgets)).toBe(0);
    expect(errors.mock.calls.flat().join(' ')).toContain('evaluates strings as code');
  });
});
