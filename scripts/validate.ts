// `npm run validate [-- --root DIR] [--lender CODE]`: validates every config file and prints one
// line per problem; with --lender, then a readiness checklist for that lender (warnings only).
import path from 'node:path';
import { CONFIG_ROOT, loadConfigTree } from '../src/build/load-config';
import { allConfigFiles } from './validate/config-documents';
import { formatConfigError } from './validate/config-error';
import { readinessChecklist } from './validate/readiness';
import { validateConfigTree } from './validate/validate-config';

const USAGE = 'usage: tsx scripts/validate.ts [--root DIR] [--lender CODE]';

function parseArgs(args: readonly string[]): { root: string; lender: string | null } {
  let root = CONFIG_ROOT;
  let lender: string | null = null;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--root' && args[i + 1]) root = path.resolve(args[++i]!);
    else if (arg.startsWith('--root=')) root = path.resolve(arg.slice('--root='.length));
    else if (arg === '--lender' && args[i + 1]) lender = args[++i]!;
    else if (arg.startsWith('--lender=')) lender = arg.slice('--lender='.length);
    else throw new Error(`unknown argument '${arg}'\n${USAGE}`);
  }
  return { root, lender };
}

async function main(): Promise<number> {
  let root: string;
  let lender: string | null;
  try {
    ({ root, lender } = parseArgs(process.argv.slice(2)));
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  const started = performance.now();
  const tree = await loadConfigTree(root);
  const errors = await validateConfigTree(tree);
  // Reading and validating every file; process start-up (tsx, imports) adds a few hundred ms more.
  const elapsed = `${Math.round(performance.now() - started)} ms`;
  for (const error of errors) console.log(formatConfigError(error));
  if (lender) {
    const checklist = readinessChecklist(tree, lender);
    if (!checklist) {
      console.error(`no lender '${lender}' in lenders/`);
      return 2;
    }
    console.log(checklist.join('\n'));
  }
  if (errors.length === 0) {
    console.log(`${allConfigFiles(tree).length} config files valid (${elapsed})`);
    return 0;
  }
  const files = new Set(errors.map((e) => e.file)).size;
  console.log(`${errors.length} error${errors.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'} (${elapsed})`);
  return 1;
}

process.exitCode = await main();
