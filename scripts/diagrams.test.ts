import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { DIAGRAMS_DIR, OVERVIEWS_FILE, staleDiagrams } from './diagrams';

const ROOT = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);
const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** `npm run diagrams` with its arguments, for a root: its exit code and what it printed. */
const diagramsCommand = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/diagrams.ts', ...args], { cwd: ROOT }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );

async function editJson<T>(file: string, edit: (data: T) => void) {
  const data = JSON.parse(await readFile(file, 'utf8'));
  edit(data);
  await writeFile(file, JSON.stringify(data, null, 2));
}

describe('flow diagrams (npm run diagrams)', () => {
  it('are committed as the flow files and English copy draw them now', async () => {
    expect(await staleDiagrams(ROOT), 'run npm run diagrams and commit docs/flows/').toEqual([]);
  });

  it('are stale after a flow or copy change, each file named, until drawn again', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'heloc-diagrams-'));
    dirs.push(dir);
    for (const folder of ['flows', 'copy/en', DIAGRAMS_DIR]) await cp(path.join(ROOT, folder), path.join(dir, folder), { recursive: true });
    // One more try for a waiting status, and another question on a registration step.
    await editJson(path.join(dir, 'flows/polling-policy.json'), (policy: { waiting: { maxTries: number } }) => {
      policy.waiting.maxTries += 1;
    });
    await editJson(path.join(dir, 'copy/en/registration.json'), (copy: { steps: { birthdate: { title: string } } }) => {
      copy.steps.birthdate.title = 'What is your date of birth?';
    });

    expect(await staleDiagrams(dir)).toEqual([`${DIAGRAMS_DIR}/registration.svg`, `${DIAGRAMS_DIR}/polling-policy.svg`, OVERVIEWS_FILE]);

    const check = await diagramsCommand('--check', '--root', dir);
    expect(check.code).toBe(1);
    expect(check.stderr).toContain(`${DIAGRAMS_DIR}/polling-policy.svg is stale: run npm run diagrams`);
    expect(check.stderr).toContain(`${DIAGRAMS_DIR}/registration.svg is stale`);
    expect(check.stderr).not.toContain('status-routes.svg');

    const write = await diagramsCommand('--root', dir);
    expect(write.code).toBe(0);
    expect(await readFile(path.join(dir, DIAGRAMS_DIR, 'registration.svg'), 'utf8')).toContain('What is your date of birth?');
    expect(await staleDiagrams(dir)).toEqual([]);
  });
});
