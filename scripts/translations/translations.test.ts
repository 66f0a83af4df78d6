// The translators' round trip on a copy of the real tree: an English change exported as stale with
// its previous English, a reviewer's signed-off file imported as approved, and validate agreeing.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfigTree } from '../../src/build/load-config';
import { copyRealConfig } from '../validate/config-fixture';
import { validateConfigTree } from '../validate/validate-config';
import { applyImport } from './apply-import';
import { translationFiles } from './translation-units';
import { fromXliff, toXliff } from './xliff';

let root: string | undefined;
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
  root = undefined;
});

const readJson = async (file: string) => JSON.parse(await readFile(path.join(root!, file), 'utf8'));
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test edits whatever shape the file has
async function editJson(file: string, edit: (data: any) => void) {
  const data = await readJson(file);
  edit(data);
  await writeFile(path.join(root!, file), JSON.stringify(data, null, 2));
}
const errorsOf = async () => validateConfigTree(await loadConfigTree(root!));

describe('XLIFF', () => {
  it('carries markup, placeholders, accents and XML characters through a round trip', () => {
    const english = 'Read <b>the terms</b> & "the booklet" from {{companyName}} <termsLink>here</termsLink>';
    const target = 'Lea <b>los términos</b> y “el folleto” de {{companyName}} <termsLink>aquí</termsLink> & más';
    const xml = toXliff(
      [{ file: 'copy/es/common.json', units: [{ key: 'a.b_one', english, target, approved: true, state: 'done' }] }],
      'es',
    );
    expect(xml).toContain('<target state="signed-off">');
    expect(fromXliff(xml)).toEqual([
      { file: 'copy/es/common.json', locale: 'es', units: [{ key: 'a.b_one', source: english, target, approved: true }] },
    ]);
  });

  it('leaves out units without a translation', () => {
    const xml = toXliff([{ file: 'copy/es/common.json', units: [{ key: 'x', english: 'X', approved: false, state: 'missing' }] }], 'es');
    expect(xml).toContain('state="needs-translation"');
    expect(fromXliff(xml)[0]!.units).toEqual([]);
  });
});

describe('a changed English text', () => {
  it('is exported with its previous English, and validates once translated again and approved', { timeout: 30_000 }, async () => {
    root = await copyRealConfig();
    await editJson('copy/en/rescission.json', (copy) => (copy.notice.heading = 'Notice of your right to cancel'));

    const files = translationFiles(await loadConfigTree(root), 'es');
    const rescission = files.find((f) => f.file === 'copy/es/rescission.json')!;
    const heading = rescission.units.find((u) => u.key === 'notice.heading')!;
    expect(heading).toMatchObject({
      state: 'stale',
      english: 'Notice of your right to cancel',
      previousEnglish: 'Notice of right to cancel',
      disclosure: 'RESCISSION_NOTICE',
    });
    const xml = toXliff(files, 'es');
    expect(xml).toContain('<note>Previous English: Notice of right to cancel</note>');
    expect((await errorsOf()).some((e) => e.file === 'copy/es/rescission.json' && e.pointer === '/notice/heading')).toBe(true);

    // The translator translates it again; the reviewer signs off every rescission key.
    const handedBack = fromXliff(xml)
      .filter((f) => f.file === 'copy/es/rescission.json')
      .map((f) => ({
        ...f,
        units: rescission.units.map((u) => ({
          key: u.key,
          source: u.english,
          target: u.key === 'notice.heading' ? 'Aviso de su derecho de cancelación' : u.target!,
          approved: true,
        })),
      }));
    const [result] = await applyImport(root, handedBack);
    expect(result).toMatchObject({ file: 'copy/es/rescission.json', approved: rescission.units.length, unknown: [] });
    expect((await readJson('copy/es/rescission.json')).notice.heading).toBe('Aviso de su derecho de cancelación');
    expect((await readJson('copy/es/sources/rescission.json')).keys['notice.heading']).toEqual({
      en: 'Notice of your right to cancel',
      approved: true,
    });
    // The translation is current again; its new words await a compliance reviewer (npm run approvals).
    const errors = await errorsOf();
    expect(errors.filter((e) => e.message.includes('translate it again'))).toEqual([]);
    expect(errors.filter((e) => e.file === 'copy/es/rescission.json').map((e) => e.message)).toEqual([
      expect.stringContaining("the words of 'rescission:notice.heading' (RESCISSION_NOTICE) in 'es' have changed since"),
    ]);
  });

  it('refuses a file that is not a translation under copy/', async () => {
    root = await copyRealConfig();
    await expect(applyImport(root, [{ file: 'copy/en/common.json', locale: 'en', units: [] }])).rejects.toThrow(/not a translation file/);
    await expect(applyImport(root, [{ file: '../etc/x.json', locale: 'es', units: [] }])).rejects.toThrow(/not a translation file/);
  });
});
