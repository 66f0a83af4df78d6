// Translations for translators and reviewers (README 'Editing copy'):
//   npm run translations -- export es [--all] [--out FILE]   what needs translating or approving, as XLIFF 1.2
//   npm run translations -- import FILE                      a translator's or reviewer's file back into copy/
// The export lists keys with no translation, translations whose English has changed since, ones
// with no record of their English and disclosures not yet approved (--all: every key). The import
// writes the translations and, in sources/, the English each was made from and whether a reviewer
// approved it (state signed-off). npm run validate then checks them.
import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { CONFIG_ROOT, loadConfigTree } from '../src/build/load-config';
import { applyImport } from './translations/apply-import';
import { translationFiles, type UnitState } from './translations/translation-units';
import { fromXliff, toXliff } from './translations/xliff';

const USAGE = 'usage: npm run translations -- export <locale> [--all] [--out FILE] | import <FILE>';

async function exportLocale(locale: string, all: boolean, out: string | undefined) {
  if (locale === 'en' || !/^[a-z]{2}$/.test(locale)) throw new Error(`'${locale}' is not a locale to translate into`);
  const files = translationFiles(await loadConfigTree(CONFIG_ROOT), locale).map((file) => ({
    ...file,
    units: file.units.filter((unit) => all || unit.state !== 'done'),
  }));
  const counts = new Map<UnitState, number>();
  for (const unit of files.flatMap((f) => f.units)) counts.set(unit.state, (counts.get(unit.state) ?? 0) + 1);
  const xliff = toXliff(files, locale);
  if (out) await writeFile(out, xliff);
  else process.stdout.write(xliff);
  const summary = [...counts].map(([state, count]) => `${count} ${state}`).join(', ') || 'nothing to do';
  console.error(`${locale}: ${summary}${out ? ` → ${out}` : ''}`);
}

async function importFile(file: string) {
  const results = await applyImport(CONFIG_ROOT, fromXliff(await readFile(file, 'utf8')));
  for (const result of results) {
    console.error(`${result.file}: ${result.written} written, ${result.approved} approved`);
    for (const key of result.unknown) console.error(`  skipped '${key}': the English has no such key`);
  }
  console.error('Now run npm run validate.');
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { all: { type: 'boolean', default: false }, out: { type: 'string' } },
});
const [command, argument] = positionals;
try {
  if (command === 'export' && argument) await exportLocale(argument, values.all, values.out);
  else if (command === 'import' && argument) await importFile(argument);
  else throw new Error(USAGE);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
