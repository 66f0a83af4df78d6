import { describe, expect, it } from 'vitest';
import type { DisclosureRegistry } from '../../src/engine/types/disclosures';
import type { BorrowerText, LenderTexts } from './borrower-texts';
import { compareLenderTexts } from './compare-texts';
import { renderCopy } from './render-copy';
import { reportHtml } from './report-html';

const registry = {
  disclosures: {
    FIRST_NOTICE: { version: '1', regulation: 'r', description: 'd', copy: ['notices:first'] },
    SECOND_NOTICE: { version: '1', regulation: 'r', description: 'd', copy: ['notices:second'] },
  },
} as unknown as DisclosureRegistry;

function lender(orgCode: string, companyName: string, locales: Record<string, Record<string, string>>): LenderTexts {
  const texts = (copy: Record<string, string>) =>
    new Map<string, BorrowerText>(
      Object.entries(copy).map(([id, text]) => {
        const [namespace, key] = id.split(':') as [string, string];
        return [id, { namespace, key, tokens: renderCopy(text) }];
      }),
    );
  return { orgCode, companyName, locales: new Map(Object.entries(locales).map(([locale, copy]) => [locale, texts(copy)])), problems: [] };
}

const labels = { before: 'HEAD~1 (abc)', after: 'the working tree' };

describe('the copy review report', () => {
  it('says when no lender is affected', () => {
    const same = [lender('ONE', 'One Bank', { en: { 'common:hello': 'Hello' } })];
    const review = compareLenderTexts(same, same, registry);
    expect(review.lenders).toEqual([]);
    const html = reportHtml(review, labels);
    expect(html).toContain('data-summary="none"');
    expect(html).toContain('No borrower-facing text differs');
    expect(html).not.toContain('<table');
  });

  it('lists disclosures first in the registry’s order, then the rest, each language marked with its own lang', () => {
    const before = [
      lender('ONE', 'One <Bank> & Co', {
        en: { 'common:hello': 'Hello', 'notices:second.text': 'Old second', 'notices:first': 'Old first', 'common:gone': 'Bye' },
        es: { 'common:hello': 'Hola' },
      }),
    ];
    const after = [
      lender('ONE', 'One <Bank> & Co', {
        en: {
          'common:hello': 'Hello there',
          'notices:second.text': 'New second',
          'notices:first': 'New first',
          'common:new': 'New <b>text</b>',
        },
        es: { 'common:hello': 'Hola' },
      }),
    ];
    const review = compareLenderTexts(before, after, registry);
    const changes = review.lenders[0]!.locales.map((l) => [l.locale, l.changes.map((c) => [c.id, c.status, c.disclosure])]);
    expect(changes).toEqual([
      [
        'en',
        [
          ['notices:first', 'changed', 'FIRST_NOTICE'],
          ['notices:second.text', 'changed', 'SECOND_NOTICE'],
          ['common:hello', 'changed', undefined],
          ['common:new', 'added', undefined],
          ['common:gone', 'removed', undefined],
        ],
      ],
    ]);

    const html = reportHtml(review, labels);
    expect(html).toContain('One &lt;Bank&gt; &amp; Co (ONE)');
    expect(html).not.toContain('<Bank>');
    expect(html.indexOf('data-group="disclosures"')).toBeLessThan(html.indexOf('data-group="other"'));
    expect(html).toContain('<td lang="en">Hello<ins> there</ins></td>');
    expect(html).toContain('<td lang="en">New <strong>text</strong></td>');
    expect(html).toContain('No such text before');
    expect(html).toContain('Removed');
    expect(html).not.toMatch(/<script|<link|src=|url\(/);
  });
});
