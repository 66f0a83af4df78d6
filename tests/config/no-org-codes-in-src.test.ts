// A lender differs only through its JSON: no `if (org === ...)` in src/. See DESIGN.md.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/build/load-config';

const SOURCE_FILE = /\.tsx?$/;
const TEST_FILE = /\.test\.[^/]+$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE_FILE.test(entry.name) && !TEST_FILE.test(entry.name) ? [full] : [];
  });
}

const orgCodes = readdirSync(path.join(PROJECT_ROOT, 'lenders'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('src/ has no lender-specific code', () => {
  it('knows the lenders to look for', () => {
    expect(orgCodes.length).toBeGreaterThan(0);
  });

  it('mentions no org code outside tests', () => {
    // \b treats _ as part of a word, so NORTHSTAR does not match inside NORTHSTAR_NY.
    const pattern = new RegExp(`\\b(${orgCodes.join('|')})\\b`);
    const hits = sourceFiles(path.join(PROJECT_ROOT, 'src')).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (pattern.test(line) ? [`${path.relative(PROJECT_ROOT, file)}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(hits).toEqual([]);
  });
});
