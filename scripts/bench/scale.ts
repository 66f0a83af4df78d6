// What a lender costs the checks: validate, build and server start-up on scratch trees of N lenders
// (scripts/scale-lenders.ts), so the cost per lender onboarding adds is visible.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfigTree } from '../../src/build/load-config';
import { ServerProcess } from '../../src/server/testing/server-process';
import { buildTree, scaleTree } from '../scale-lenders';
import { validateConfigTree } from '../validate/validate-config';

export interface ScaleFigures {
  lenders: number;
  validateMs: number;
  buildMs: number;
  startMs: number;
}

async function timed<T>(work: () => Promise<T> | T): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

/** Validate (in process), `vite build` and the server's start to 'ready', on a tree of `lenders` lenders. */
export async function scaleFigures(lenders: number): Promise<ScaleFigures> {
  const root = await mkdtemp(path.join(tmpdir(), 'heloc-bench-scale-'));
  try {
    await scaleTree(root, lenders);
    const [errors, validateMs] = await timed(async () => validateConfigTree(await loadConfigTree(root)));
    if (errors.length > 0) throw new Error(`the tree of ${lenders} lenders does not validate: ${errors[0]!.message}`);
    const dist = path.join(root, 'dist');
    const [, buildMs] = await timed(() => buildTree(root, dist));
    const server = new ServerProcess({
      DIST_DIR: dist,
      CONFIG_ROOT: root,
      DATA_DIR: path.join(root, 'data'),
      SANDBOX: '1',
      HOST: '127.0.0.1',
    });
    try {
      const [, startMs] = await timed(() => server.ready());
      return { lenders, validateMs, buildMs, startMs };
    } finally {
      await server.kill();
    }
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
