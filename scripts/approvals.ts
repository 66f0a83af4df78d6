// `npm run approvals`: the disclosure words awaiting compliance's approval (none yet, or changed since),
// in every language a lender offers, by file and key.
// `npm run approvals -- approve --name NAME --role ROLE [--sample] [--locale es] [--lender ORG] [--key ns:key.path]`
// records NAME's approval of exactly the words awaiting it (their fingerprint, the day, and who last
// changed them, from git) in copy/…/approvals/<namespace>.json. Nobody approves their own words: words
// NAME last changed are refused and nothing is written. `--sample` marks a sample reviewer's approval
// of a sample lender's words, which a lender's production build refuses (README 'Approving disclosure words').
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parse } from 'json-source-map';
import { awaitingApproval, disclosureWords, under, type Approval, type DisclosureWords } from '../src/build/copy-approvals';
import { CONFIG_ROOT, loadConfigTree } from '../src/build/load-config';
import { lineAuthors } from './validate/approval-checks';
import { toPointer } from './validate/json-pointer';

const USAGE =
  'usage: npm run approvals [-- approve --name NAME --role ROLE [--sample] [--locale L] [--lender ORG] [--key namespace:key.path]]';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    name: { type: 'string' },
    role: { type: 'string' },
    sample: { type: 'boolean', default: false },
    locale: { type: 'string' },
    lender: { type: 'string' },
    key: { type: 'string' },
    root: { type: 'string' },
  },
});
const command = positionals[0] ?? 'list';
if (!['list', 'approve'].includes(command) || positionals.length > 1) {
  console.error(USAGE);
  process.exit(2);
}

const root = path.resolve(values.root ?? CONFIG_ROOT);
const tree = await loadConfigTree(root);
const chosen = (words: DisclosureWords) =>
  (!values.locale || words.locale === values.locale) &&
  (!values.lender || words.orgs.includes(values.lender)) &&
  (!values.key || (values.key.split(':')[0] === words.namespace && under(words.key, values.key.split(':')[1] ?? '')));
const awaiting = disclosureWords(tree).filter((words) => awaitingApproval(words) && chosen(words));

if (command === 'list') {
  for (const words of awaiting) {
    const why = words.approval
      ? `changed since ${words.approval.approvedBy.name} approved it on ${words.approval.approvedAt}`
      : 'not approved';
    console.log(`${words.file} ${words.namespace}:${words.key} (${words.type}, ${words.orgs.join(', ')}): ${why}`);
  }
  console.log(`${awaiting.length} disclosure text${awaiting.length === 1 ? '' : 's'} awaiting approval`);
  process.exit(0);
}

if (!values.name?.trim() || !values.role?.trim()) {
  console.error(`approve needs the reviewer's --name and --role\n${USAGE}`);
  process.exit(2);
}
const reviewer = { name: values.name.trim(), role: values.role.trim() };

/** Who last changed the words, by git, where the tree is a checkout and the line is committed. */
const authors = new Map<string, Map<number, { name: string }>>();
async function changedBy(words: DisclosureWords): Promise<string | undefined> {
  if (!authors.has(words.file)) authors.set(words.file, lineAuthors(root, words.file));
  const { pointers } = parse(await readFile(path.join(root, words.file), 'utf8'));
  const line = pointers[toPointer(words.key.split('.'))]?.value.line;
  return line === undefined ? undefined : authors.get(words.file)!.get(line + 1)?.name;
}

const today = new Date().toISOString().slice(0, 10);
const byFile = new Map<string, Record<string, Approval>>();
const refused: string[] = [];
for (const words of awaiting) {
  const author = await changedBy(words);
  if (author && author.trim().toLowerCase() === reviewer.name.toLowerCase()) {
    refused.push(`${words.file} ${words.namespace}:${words.key}: last changed by ${author}`);
    continue;
  }
  const approval: Approval = {
    fingerprint: words.fingerprint,
    approvedBy: reviewer,
    approvedAt: today,
    ...(values.sample ? { sample: true } : {}),
    ...(author ? { changedBy: author } : {}),
  };
  byFile.set(words.approvalsFile, { ...byFile.get(words.approvalsFile), [words.key]: approval });
}
if (refused.length > 0) {
  console.error(`${reviewer.name} may not approve words they changed themselves; nothing was written:\n${refused.join('\n')}`);
  process.exit(1);
}

for (const [file, approvals] of byFile) {
  const target = path.join(root, file);
  const existing = await readFile(target, 'utf8').then(
    (text) => JSON.parse(text) as { keys: Record<string, Approval> },
    () => undefined,
  );
  const keys = { ...existing?.keys, ...approvals };
  const sorted = Object.fromEntries(
    Object.keys(keys)
      .sort()
      .map((key) => [key, keys[key]!]),
  );
  const schema = `${'../'.repeat(file.split('/').length - 1)}schemas/copy-approvals.schema.json`;
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, `${JSON.stringify({ $schema: schema, schemaVersion: 1, keys: sorted }, null, 2)}\n`);
  console.log(`${file}: ${Object.keys(approvals).length} approved by ${reviewer.name}`);
}
console.log(`${awaiting.length} disclosure text${awaiting.length === 1 ? '' : 's'} approved`);
