// The copy review as one self-contained HTML page: inline styles, no script, nothing fetched. Every
// text in it is escaped; the only markup from copy is the allow-list, written as the app renders it.
import type { CopyReview, LenderChanges, LocaleChanges, TextChange } from './compare-texts';
import { escapeHtml } from '../../src/engine/format/escape-html';
import { tokensToHtml } from './render-copy';

export interface ReportLabels {
  /** What the texts are compared from: the ref as given, and the commit it names. */
  before: string;
  /** What they are compared with: the working tree. */
  after: string;
  /** The config files that differ between the two, whether or not a borrower reads the difference. */
  changedFiles?: string[];
}

function changedFilesNote(files: string[] | undefined): string {
  if (!files) return '';
  if (files.length === 0)
    return '<p>No file under <code>lenders/</code>, <code>copy/</code>, <code>flows/</code> or <code>themes/</code> differs.</p>';
  return `<p>Config files that differ:</p><ul data-changed-files>${files.map((file) => `<li><code>${escapeHtml(file)}</code></li>`).join('')}</ul>`;
}

const STYLE = `
:root { color: #111827; background: #ffffff; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
body { margin: 0; }
main { max-width: 75rem; margin: 0 auto; padding: 1.5rem; }
h1 { font-size: 1.9rem; margin: 0 0 .5rem; }
h2 { font-size: 1.5rem; margin: 2.5rem 0 .5rem; border-bottom: 2px solid #111827; padding-bottom: .25rem; }
h3 { font-size: 1.2rem; margin: 1.75rem 0 .5rem; }
h4 { font-size: 1rem; margin: 1.25rem 0 .5rem; }
a { color: #1d4ed8; }
code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: .9em; }
table { border-collapse: collapse; width: 100%; margin: .5rem 0 1rem; }
caption { text-align: left; font-weight: 600; padding: .25rem 0; }
th, td { border: 1px solid #9ca3af; padding: .5rem .6rem; vertical-align: top; text-align: left; }
thead th { background: #f3f4f6; }
table[data-group] tbody th { font-weight: normal; width: 22%; overflow-wrap: anywhere; }
table[data-group] td { width: 39%; }
.meta { display: block; color: #4b5563; font-size: .85rem; }
.none { font-weight: 600; }
.absent { color: #4b5563; font-style: italic; }
ins { background: #d5f2dc; color: #0a3b16; text-decoration: underline; }
del { background: #fbe0df; color: #7a0f0f; text-decoration: line-through; }
.link { color: #1d4ed8; text-decoration: underline; }
.fact { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: .9em; background: #eef0f3; color: #1f2937; border: 1px dashed #4b5563; padding: 0 .2em; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
dt { font-weight: 600; }
dd { margin: 0; }
`;

/** 'Spanish (es)': the language's English name, which the reviewer reads, and its code. */
export function languageName(locale: string): string {
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames(['en'], { type: 'language' }).of(locale);
  } catch {
    name = undefined;
  }
  return name && name !== locale ? `${name} (${locale})` : locale;
}

const anchor = (...parts: string[]) => `lender-${parts.join('-')}`.replace(/[^A-Za-z0-9_-]/g, '_');
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const disclosureCount = (locale: LocaleChanges) => locale.changes.filter((change) => change.disclosure).length;

function textCell(change: TextChange, side: 'before' | 'after', locale: string): string {
  const tokens = change[side];
  if (!tokens) return `<td lang="en"><span class="absent">${side === 'before' ? 'No such text before' : 'Removed'}</span></td>`;
  return `<td lang="${escapeHtml(locale)}">${tokensToHtml(tokens, side === 'before' ? 'del' : 'ins')}</td>`;
}

function changeRow(change: TextChange, locale: string): string {
  const what = [change.disclosure, { added: 'new text', removed: 'removed text', changed: 'changed' }[change.status]].filter(Boolean);
  return (
    `<tr data-text="${escapeHtml(change.id)}" data-status="${change.status}"${change.disclosure ? ` data-disclosure="${escapeHtml(change.disclosure)}"` : ''}>` +
    `<th scope="row"><code>${escapeHtml(change.id)}</code><span class="meta">${escapeHtml(what.join(' · '))}</span></th>` +
    textCell(change, 'before', locale) +
    textCell(change, 'after', locale) +
    '</tr>'
  );
}

function changeTable(group: 'disclosures' | 'other', changes: TextChange[], lender: LenderChanges, locale: string): string {
  if (changes.length === 0) return '';
  const title = group === 'disclosures' ? 'Disclosures' : 'Other texts';
  const id = `${anchor(lender.orgCode, locale)}-${group}`;
  return (
    `<h4 id="${id}">${title}</h4>` +
    `<table data-group="${group}" aria-labelledby="${id}">` +
    '<thead><tr><th scope="col">Text (namespace:key)</th><th scope="col">Before</th><th scope="col">After</th></tr></thead>' +
    `<tbody>${changes.map((change) => changeRow(change, locale)).join('')}</tbody></table>`
  );
}

function lenderSection(lender: LenderChanges): string {
  const id = anchor(lender.orgCode);
  const note = {
    added: '<p>A new lender: every text it shows is new.</p>',
    removed: '<p>A lender the working tree no longer has: every text it showed is listed as removed.</p>',
    changed: '',
  }[lender.status];
  const locales = lender.locales.map((locale) => {
    const disclosures = locale.changes.filter((change) => change.disclosure);
    const others = locale.changes.filter((change) => !change.disclosure);
    return (
      `<section id="${anchor(lender.orgCode, locale.locale)}" data-locale="${escapeHtml(locale.locale)}" aria-labelledby="${anchor(lender.orgCode, locale.locale)}-h">` +
      `<h3 id="${anchor(lender.orgCode, locale.locale)}-h">${escapeHtml(languageName(locale.locale))}: ${escapeHtml(count(locale.changes.length, 'text', 'texts'))}</h3>` +
      changeTable('disclosures', disclosures, lender, locale.locale) +
      changeTable('other', others, lender, locale.locale) +
      '</section>'
    );
  });
  return (
    `<section id="${id}" data-lender="${escapeHtml(lender.orgCode)}" aria-labelledby="${id}-h">` +
    `<h2 id="${id}-h">${escapeHtml(lender.companyName)} (${escapeHtml(lender.orgCode)})</h2>${note}${locales.join('')}</section>`
  );
}

function summary(review: CopyReview, labels: ReportLabels): string {
  const compared = `<code>${escapeHtml(labels.before)}</code> and <code>${escapeHtml(labels.after)}</code>`;
  if (review.lenders.length === 0) {
    return `<p class="none" data-summary="none">No borrower-facing text differs between ${compared} for any lender, in any language it offers.</p>`;
  }
  const texts = review.lenders.flatMap((lender) => lender.locales).reduce((sum, locale) => sum + locale.changes.length, 0);
  const lenderCount = review.lenders.length + review.unchanged.length;
  const rows = review.lenders.flatMap((lender) =>
    lender.locales.map(
      (locale) =>
        `<tr data-lender="${escapeHtml(lender.orgCode)}" data-locale="${escapeHtml(locale.locale)}">` +
        `<th scope="row"><a href="#${anchor(lender.orgCode, locale.locale)}">${escapeHtml(lender.companyName)} (${escapeHtml(lender.orgCode)})</a></th>` +
        `<td>${escapeHtml(languageName(locale.locale))}</td><td>${disclosureCount(locale)}</td><td>${locale.changes.length - disclosureCount(locale)}</td></tr>`,
    ),
  );
  return (
    `<p data-summary="changes">${escapeHtml(count(texts, 'text differs', 'texts differ'))} for ${escapeHtml(
      `${review.lenders.length} of ${count(lenderCount, 'lender', 'lenders')}`,
    )} between ${compared}.</p>` +
    '<table data-summary-table><caption>Texts that differ, by lender and language</caption>' +
    '<thead><tr><th scope="col">Lender</th><th scope="col">Language</th><th scope="col">Disclosure texts</th><th scope="col">Other texts</th></tr></thead>' +
    `<tbody>${rows.join('')}</tbody></table>` +
    (review.unchanged.length > 0 ? `<p>No text differs for ${escapeHtml(review.unchanged.join(', '))}.</p>` : '')
  );
}

const LEGEND =
  '<h3>How to read it</h3><dl>' +
  '<dt>Before, After</dt><dd>The text as the lender’s borrower reads it: its copy, the lender’s override where it has one, its figures filled in, the allowed markup applied.</dd>' +
  '<dt><del>Struck through</del>, <ins>underlined</ins></dt><dd>The words removed from the text, and the words put in.</dd>' +
  '<dt><span class="fact">{{name}}</span></dt><dd>Filled in for each application (a date, a name, a score): not one of the lender’s figures.</dd>' +
  '<dt><span class="link">Link</span></dt><dd>A link; its address comes from the lender’s data.</dd>' +
  '<dt>Disclosures</dt><dd>Texts a disclosure in <code>flows/disclosures.json</code> names, listed first.</dd>' +
  '</dl>';

export function reportHtml(review: CopyReview, labels: ReportLabels): string {
  const problems =
    review.problems.length > 0
      ? `<h3>Figures that could not be computed</h3><p>These show as placeholders.</p><ul>${review.problems.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul>`
      : '';
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>Copy review: ${escapeHtml(labels.before)} to ${escapeHtml(labels.after)}</title>`,
    `<style>${STYLE}</style></head><body><main>`,
    '<h1>Copy review</h1>',
    '<p>Every borrower-facing text that differs, per lender and per language the lender offers, as the borrower reads it. Disclosures come first.</p>',
    `<section aria-labelledby="summary-h"><h2 id="summary-h">Summary</h2>${summary(review, labels)}${changedFilesNote(labels.changedFiles)}${LEGEND}${problems}</section>`,
    ...review.lenders.map(lenderSection),
    '</main></body></html>',
    '',
  ].join('\n');
}
