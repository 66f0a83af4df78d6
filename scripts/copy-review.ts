// Copy review for a change (README 'Editing copy', docs/compliance.md):
//   npm run copy:review -- <git ref> [--out FILE] [--root DIR]
// Writes one self-contained HTML page listing, per lender and language, every borrower-facing text
// that differs between the config at the ref and the working tree (uncommitted edits included), as
// the borrower reads it, and prints the page's path. --root: the repository to compare in (default:
// the current directory); --out: the page (default: copy-review.html in the current directory).
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { reportHtml } from './copy-review/report-html';
import { reviewTrees } from './copy-review/review-trees';

const USAGE = 'usage: npm run copy:review -- <git ref> [--out FILE] [--root DIR]';
/** What the build reads to make a lender's package, and the flows the figures and the disclosure registry come from. */
const CONFIG_DIRS = ['lenders', 'themes', 'copy', 'flows'];

const git = (root: string, args: string[]) => execFileSync('git', args, { cwd: root, maxBuffer: 1 << 30 });

/** The config folders as they are at the commit, in a temporary folder. */
async function extractConfig(root: string, commit: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'copy-review-'));
  const present = new Set(git(root, ['ls-tree', '--name-only', commit]).toString().split('\n'));
  const dirs = CONFIG_DIRS.filter((name) => present.has(name));
  if (dirs.length > 0) execFileSync('tar', ['-x', '-C', dir], { input: git(root, ['archive', '--format=tar', commit, '--', ...dirs]) });
  return dir;
}

/** The config files the working tree changes, adds or deletes since the commit. */
function changedFiles(root: string, commit: string): string[] {
  const lines = (args: string[]) => git(root, args).toString().split('\n').filter(Boolean);
  const changed = lines(['diff', '--name-only', commit, '--', ...CONFIG_DIRS]);
  const untracked = lines(['ls-files', '--others', '--exclude-standard', '--', ...CONFIG_DIRS]);
  return [...new Set([...changed, ...untracked])].sort();
}

const { positionals, values } = parseArgs({ allowPositionals: true, options: { out: { type: 'string' }, root: { type: 'string' } } });
const [ref] = positionals;
try {
  if (!ref || positionals.length > 1) throw new Error(USAGE);
  const root = path.resolve(values.root ?? process.cwd());
  const out = path.resolve(values.out ?? 'copy-review.html');
  let commit: string;
  try {
    commit = git(root, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`])
      .toString()
      .trim();
  } catch {
    throw new Error(`'${ref}' names no commit in ${root}`);
  }
  const before = await extractConfig(root, commit);
  try {
    const review = await reviewTrees(before, root);
    await writeFile(
      out,
      reportHtml(review, {
        before: `${ref} (${commit.slice(0, 10)})`,
        after: 'the working tree',
        changedFiles: changedFiles(root, commit),
      }),
    );
    const texts = review.lenders.flatMap((lender) => lender.locales).reduce((sum, locale) => sum + locale.changes.length, 0);
    console.error(
      review.lenders.length === 0
        ? 'No borrower-facing text differs for any lender.'
        : `${texts} texts differ for ${review.lenders.map((lender) => lender.orgCode).join(', ')}.`,
    );
    console.log(out);
  } finally {
    await rm(before, { recursive: true, force: true });
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
