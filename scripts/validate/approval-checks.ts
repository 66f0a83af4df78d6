// Every disclosure's words, in every language a lender offers, approved as they stand, and not by the
// person who last changed them (src/build/copy-approvals.ts, README 'Approving disclosure words').
import { spawnSync } from 'node:child_process';
import { parse } from 'json-source-map';
import { disclosureWords, type Approval, type DisclosureWords } from '../../src/build/copy-approvals';
import type { ConfigTree } from '../../src/build/load-config';
import { configError, type ConfigError } from './config-error';
import { toPointer } from './json-pointer';

/** What git blame calls a line changed in the working tree but not yet committed. */
const UNCOMMITTED = 'Not Committed Yet';

/** Who last changed each line of a file (1-based), from git; empty where the tree is not a checkout. */
export function lineAuthors(root: string, file: string): Map<number, { name: string; commit: string }> {
  const blame = spawnSync('git', ['-C', root, 'blame', '--line-porcelain', '--', file], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const authors = new Map<number, { name: string; commit: string }>();
  if (blame.status !== 0) return authors;
  let line = 0;
  let commit = '';
  for (const text of blame.stdout.split('\n')) {
    const header = /^([0-9a-f]{40}) \d+ (\d+)/.exec(text);
    if (header) {
      commit = header[1]!;
      line = Number(header[2]);
    } else if (text.startsWith('author ')) {
      const name = text.slice('author '.length);
      if (name !== UNCOMMITTED) authors.set(line, { name, commit: commit.slice(0, 7) });
    }
  }
  return authors;
}

const samePerson = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Who last changed the words: git's author of their line, else the approval's own record. */
function lastChangedBy(
  words: DisclosureWords,
  approval: Approval,
  authorsOf: (file: string) => Map<number, { name: string; commit: string }>,
  linesOf: (file: string) => Map<string, number>,
): string | undefined {
  const line = linesOf(words.file).get(toPointer(words.key.split('.')));
  const author = line === undefined ? undefined : authorsOf(words.file).get(line);
  return author ? `${author.name} (commit ${author.commit})` : approval.changedBy;
}

export function approvalChecks(tree: ConfigTree): ConfigError[] {
  const texts = new Map([...tree.copy, ...tree.lenderCopy].map((file) => [file.file, file.text]));
  const authors = new Map<string, Map<number, { name: string; commit: string }>>();
  const lines = new Map<string, Map<string, number>>();
  const authorsOf = (file: string) => authors.get(file) ?? authors.set(file, lineAuthors(tree.root, file)).get(file)!;
  const linesOf = (file: string) => {
    if (!lines.has(file)) {
      const { pointers } = parse(texts.get(file) ?? '{}');
      lines.set(file, new Map(Object.entries(pointers).map(([pointer, at]) => [pointer, at.value.line + 1])));
    }
    return lines.get(file)!;
  };
  const errors: ConfigError[] = [];
  for (const words of disclosureWords(tree)) {
    const name = `'${words.namespace}:${words.key}' (${words.type}) in '${words.locale}'`;
    const offeredBy = `${words.orgs.join(', ')} offer${words.orgs.length === 1 ? 's' : ''} it`;
    const { approval } = words;
    const pointer = toPointer(words.key.split('.'));
    if (!approval) {
      errors.push(
        configError(
          words.file,
          pointer,
          `${name} has no approval in ${words.approvalsFile}; ${offeredBy}: a reviewer approves it (npm run approvals)`,
        ),
      );
      continue;
    }
    const reviewer = `${approval.approvedBy.name} (${approval.approvedBy.role})`;
    if (approval.fingerprint !== words.fingerprint) {
      errors.push(
        configError(
          words.file,
          pointer,
          `the words of ${name} have changed since ${reviewer} approved them on ${approval.approvedAt}; ${offeredBy}: a reviewer approves them again (npm run approvals)`,
        ),
      );
      continue;
    }
    const author = lastChangedBy(words, approval, authorsOf, linesOf);
    if (author && samePerson(author.replace(/ \(commit [0-9a-f]+\)$/, ''), approval.approvedBy.name)) {
      errors.push(
        configError(
          words.approvalsFile,
          toPointer(['keys', words.key]),
          `${name} in ${words.file} was approved by ${reviewer}, and last changed by ${author}: nobody approves their own words; another reviewer approves them`,
        ),
      );
    }
  }
  return errors;
}
