// Brotli (quality 11) and gzip (level 9) copies of a build's text files, written beside them, so the
// server sends the smallest encoding without compressing on every request (on the fly it would use
// brotli quality 4: about 10% larger scripts). See docs/performance.md.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:html|m?js|css|json|svg|txt|map)$/;
/** Below this, the encoding header costs about what compression saves. */
export const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** Writes `<file>.br` and `<file>.gz` beside one file when it is worth compressing; answers whether it was. */
async function precompressFile(file: string): Promise<boolean> {
  if (!COMPRESSIBLE.test(file)) return false;
  const source = await readFile(file);
  if (source.length < MIN_BYTES) return false;
  const [br, gz] = await Promise.all([
    brotliAsync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  return true;
}

/**
 * Writes `<file>.br` and `<file>.gz` for every compressible file of `dir`; answers the files compressed.
 * Files go a core's worth at a time: brotli at quality 11 is most of the build's time with many
 * lenders (sixty packages of about 130 KB), and one file at a time left a core idle.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const files: string[] = [];
  for await (const file of filesUnder(dir)) files.push(file);
  const done: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      if (await precompressFile(file)) done.push(path.relative(dir, file));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
  return done.sort();
}
