import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkBundle, initialFiles } from './check-bundle';

const dirs: string[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

async function fakeDist(files: Record<string, string>): Promise<string> {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'heloc-dist-'));
  dirs.push(dist);
  await mkdir(path.join(dist, '.vite'), { recursive: true });
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared'], dynamicImports: ['lazy.tsx'], css: ['assets/index.css'] },
    _shared: { file: 'assets/shared.js' },
    'lazy.tsx': { file: 'assets/lazy.js', imports: ['_shared'] },
    'worker.mjs': { file: 'assets/worker.mjs' },
  };
  await writeFile(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  for (const [file, text] of Object.entries({
    'assets/index.js': 'a',
    'assets/shared.js': 'b',
    'assets/lazy.js': 'c',
    'assets/worker.mjs': 'e',
    'assets/index.css': 'd',
    ...files,
  })) {
    await writeFile(path.join(dist, file), text);
  }
  return dist;
}

describe('check-bundle', () => {
  it('counts the entry and its static imports, not lazy chunks', () => {
    expect(
      initialFiles({
        'index.html': { file: 'i.js', isEntry: true, imports: ['a'], dynamicImports: ['l'], css: ['i.css'] },
        a: { file: 'a.js', imports: ['b'], css: ['a.css'] },
        b: { file: 'b.js', imports: ['a'] },
        l: { file: 'l.js' },
      }),
    ).toEqual({ scripts: ['i.js', 'a.js', 'b.js'], styles: ['i.css', 'a.css'] });
  });

  it('passes a small clean build and fails one over budget', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const dist = await fakeDist({});
    expect(checkBundle(dist)).toBe(0);
    expect(checkBundle(dist, { initialScript: 1, initialCss: 1024 })).toBe(1);
  });

  it('fails when any chunk, even a lazy one, evaluates strings', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(checkBundle(await fakeDist({ 'assets/lazy.js': 'const f = new Function("return 1")' }))).toBe(1);
    expect(checkBundle(await fakeDist({ 'assets/shared.js': 'x=eval("1")' }))).toBe(1);
    expect(checkBundle(await fakeDist({ 'assets/shared.js': 'obj.eval(1); retrieval(2)' }))).toBe(0);
    // Function called without new compiles strings just the same; a worker module is browser code too.
    expect(checkBundle(await fakeDist({ 'assets/lazy.js': 'try{Function(``)}catch{}' }))).toBe(1);
    expect(checkBundle(await fakeDist({ 'assets/worker.mjs': 'return new Function("a", body)' }))).toBe(1);
    expect(checkBundle(await fakeDist({ 'assets/worker.mjs': 'function isPDFFunction(e){}; x.Function(1)' }))).toBe(0);
    expect(errors.mock.calls.flat().join(' ')).toContain('evaluates strings as code');
  });
});
