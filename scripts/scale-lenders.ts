// `npm run scale-lenders -- N DIR`: a scratch copy of the config tree (lenders/, themes/, copy/,
// flows/, schemas/) in DIR with N lenders: the samples and, for the rest, lenders generated from them
// in turn, each with its own code, name, host and logo (the scaffolder's, `npm run new-lender`), a
// theme taken in turn from themes/ (so lenders of one sample wear different themes), the sample's
// features, images and copy overrides, and the feedback toggle alternating. Every generated lender
// is valid. The scale check in `npm test` (tests/config/scale.test.ts) and `npm run bench` use it;
// the build and the server read such a tree from CONFIG_ROOT (src/build/load-config.ts).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { PROJECT_ROOT } from '../src/build/load-config';
import { scaffoldLender } from './new-lender';
import { CONFIG_DIRS } from './validate/config-fixture';
import type { Lender } from '../src/engine/types/lender';

/** The code of the i-th generated lender (1-based): SCALE_001 … */
const generatedCode = (i: number) => `SCALE_${String(i).padStart(3, '0')}`;

const folders = async (dir: string) =>
  (await readdir(dir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/**
 * Writes the tree into `dir` with `total` lenders (at least the samples) and answers the codes of the
 * generated ones.
 */
export async function scaleTree(dir: string, total: number, source: string = PROJECT_ROOT): Promise<string[]> {
  for (const folder of CONFIG_DIRS) await cp(path.join(source, folder), path.join(dir, folder), { recursive: true });
  const samples = await folders(path.join(source, 'lenders'));
  const themes = (await readdir(path.join(source, 'themes')))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -5))
    .sort();
  const codes: string[] = [];
  for (let i = 1; i <= total - samples.length; i++) {
    const sample = samples[(i - 1) % samples.length]!;
    const code = generatedCode(i);
    const lender = JSON.parse(await readFile(path.join(source, 'lenders', sample, 'lender.json'), 'utf8')) as Lender;
    const theme = themes[i % themes.length]!;
    const name = `${lender.company.companyName} ${i}`;
    await scaffoldLender(dir, code, name);
    const target = path.join(dir, 'lenders', code);
    const scaffolded = JSON.parse(await readFile(path.join(target, 'lender.json'), 'utf8')) as Lender;
    const generated: Lender = {
      ...lender,
      orgCode: code,
      // A sample that names another lender as its canonical one (a state entity) keeps it.
      canonicalOrgCode: lender.canonicalOrgCode === lender.orgCode ? code : lender.canonicalOrgCode,
      default: false,
      theme,
      // Overrides were chosen against the sample's own theme; on another theme they are left out.
      ...(theme === lender.theme ? {} : { themeOverrides: undefined }),
      hosts: [`${code.toLowerCase().replace(/_/g, '-')}.example`],
      logo: scaffolded.logo,
      logoOnDark: scaffolded.logoOnDark,
      company: { ...lender.company, companyName: name, companyNameShort: `${lender.company.companyNameShort} ${i}` },
      features: { ...lender.features, feedback: i % 2 === 0 },
    };
    const logos = new Set([lender.logo.src, lender.logoOnDark, 'lender.json']);
    for (const file of await readdir(path.join(source, 'lenders', sample))) {
      if (!logos.has(file)) await cp(path.join(source, 'lenders', sample, file), path.join(target, file));
    }
    // Formatted as the tree's own files are, so `npm test`'s format check passes on a scaled tree.
    const file = path.join(target, 'lender.json');
    await writeFile(file, await format(JSON.stringify(generated), { ...(await resolveConfig(file)), filepath: file }));
    const overrides = path.join(source, 'copy', 'lenders', sample);
    if (existsSync(overrides)) await cp(overrides, path.join(dir, 'copy', 'lenders', code), { recursive: true });
    codes.push(code);
  }
  return codes;
}

/** `vite build` of the app with the tree at `root` as its config, into `outDir`; throws with vite's errors. */
export function buildTree(root: string, outDir: string): void {
  const build = spawnSync(
    path.join(PROJECT_ROOT, 'node_modules/.bin/vite'),
    ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: PROJECT_ROOT,
      env: { ...process.env, CONFIG_ROOT: root },
      encoding: 'utf8',
    },
  );
  if (build.status !== 0) throw new Error(`vite build of ${root} failed: ${build.stderr}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [count, dir] = process.argv.slice(2);
  const total = Number(count);
  if (!Number.isInteger(total) || total < 1 || !dir) {
    console.error('usage: tsx scripts/scale-lenders.ts N DIR');
    process.exit(2);
  }
  const codes = await scaleTree(path.resolve(dir), total);
  console.log(`${dir}: the samples and ${codes.length} generated lenders (${codes[0] ?? 'none'} … ${codes.at(-1) ?? ''})`);
}
