import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompressDir } from './precompress';

const dirs: string[] = [];
afterEach(async () => Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true }))));

describe('precompressDir', () => {
  it('writes brotli and gzip copies of text files that decompress to the original, and skips the rest', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'heloc-precompress-'));
    dirs.push(dir);
    await mkdir(path.join(dir, 'assets'));
    const script = 'export const answer = 42;\n'.repeat(200);
    await writeFile(path.join(dir, 'assets/app.js'), script);
    await writeFile(path.join(dir, 'index.html'), `<!doctype html>${'<p>hello</p>'.repeat(200)}`);
    await writeFile(path.join(dir, 'assets/tiny.css'), 'a{}');
    await writeFile(path.join(dir, 'assets/logo.png'), Buffer.alloc(MIN_BYTES * 4));

    expect((await precompressDir(dir)).sort()).toEqual(['assets/app.js', 'index.html']);
    const br = await readFile(path.join(dir, 'assets/app.js.br'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(await readFile(path.join(dir, 'assets/app.js.gz'))).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 10);
    expect((await readdir(path.join(dir, 'assets'))).sort()).toEqual(['app.js', 'app.js.br', 'app.js.gz', 'logo.png', 'tiny.css']);
  });
});
