// XLIFF 1.2, the exchange format translation tools read (memoQ, Trados, OmegaT, Weblate): one
// <file> per namespace file, one <trans-unit> per key, the English as <source>, the translation as
// <target> with a state (needs-translation, needs-review-translation, translated, signed-off), and
// notes saying why the key is there. Copy markup (<b>, <termsLink>) travels as escaped text, so a
// tool shows it to the translator as it is and hands it back unchanged.
import { XMLParser } from 'fast-xml-parser';
import type { TranslationFile, TranslationUnit, UnitState } from './translation-units';

/** What a reviewer marks to approve a translation; either counts. */
export const APPROVED_STATES = new Set(['signed-off', 'final']);

const XLIFF_STATE: Record<UnitState, string> = {
  missing: 'needs-translation',
  stale: 'needs-translation',
  unrecorded: 'needs-review-translation',
  unapproved: 'needs-review-translation',
  done: 'translated',
};

const NOTE: Record<UnitState, string | undefined> = {
  missing: 'Not translated yet.',
  stale: 'The English has changed since this was translated; the previous English is in the next note.',
  unrecorded: 'Translated without a record of the English it was made from: check it against the source.',
  unapproved: 'A disclosure: a reviewer approves the translation by marking it signed-off.',
  done: undefined,
};

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function unitXml(unit: TranslationUnit): string {
  const state = unit.approved && unit.state === 'done' ? 'signed-off' : XLIFF_STATE[unit.state];
  const notes = [
    NOTE[unit.state],
    unit.previousEnglish !== undefined ? `Previous English: ${unit.previousEnglish}` : undefined,
    unit.disclosure
      ? `Disclosure ${unit.disclosure}: a reviewer must approve it (signed-off) before a lender offers this language.`
      : undefined,
  ].filter((note): note is string => note !== undefined);
  return [
    `      <trans-unit id="${escape(unit.key)}" xml:space="preserve">`,
    `        <source>${escape(unit.english)}</source>`,
    `        <target state="${state}">${escape(unit.target ?? '')}</target>`,
    ...notes.map((note) => `        <note>${escape(note)}</note>`),
    '      </trans-unit>',
  ].join('\n');
}

export function toXliff(files: readonly TranslationFile[], locale: string): string {
  const body = files
    .filter((file) => file.units.length)
    .map(
      (file) =>
        `  <file original="${escape(file.file)}" source-language="en" target-language="${escape(locale)}" datatype="plaintext">\n` +
        `    <body>\n${file.units.map(unitXml).join('\n')}\n    </body>\n  </file>`,
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">\n${body.join('\n')}\n</xliff>\n`;
}

export interface ImportedUnit {
  key: string;
  source: string;
  target: string;
  approved: boolean;
}

export interface ImportedFile {
  file: string;
  locale: string;
  units: ImportedUnit[];
}

type Node = Record<string, unknown>;
const list = (value: unknown): Node[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]) as Node[];
/** An element's text: a plain string, or the '#text' of one with attributes. */
const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'object' && value && '#text' in value ? String((value as Node)['#text']) : '';

/** The translations a file carries: units with an empty target are left out (nothing to import). */
export function fromXliff(xml: string): ImportedFile[] {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: false,
    isArray: (name) => ['file', 'trans-unit', 'note'].includes(name),
  });
  const root = (parser.parse(xml) as Node).xliff as Node | undefined;
  if (!root) throw new Error('not an XLIFF file: no <xliff> element');
  return list(root.file).map((file) => ({
    file: String(file['@original']),
    locale: String(file['@target-language']),
    units: list((file.body as Node | undefined)?.['trans-unit']).flatMap((unit) => {
      const target = textOf(unit.target);
      if (!target.trim()) return [];
      const state = typeof unit.target === 'object' && unit.target ? String((unit.target as Node)['@state'] ?? '') : '';
      return [{ key: String(unit['@id']), source: textOf(unit.source), target, approved: APPROVED_STATES.has(state) }];
    }),
  }));
}
