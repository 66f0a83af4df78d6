import { describe, expect, it } from 'vitest';
import { renderCopy, tokensToHtml } from './render-copy';
import { wordDiff } from './word-diff';

const html = (template: string, values: Record<string, string> = {}) => tokensToHtml(renderCopy(template, values));

describe('renderCopy', () => {
  it('applies the allowed markup as SafeTrans does: bold, italic, line breaks and named links', () => {
    expect(html('Call <b>now</b> at <phoneLink>{{phone}}</phoneLink>.<br/>Or <i>write</i>.', { phone: '(555) 010-0199' })).toBe(
      'Call <strong>now</strong> at <span class="link" data-link="phoneLink">(555) 010-0199</span>.<br>Or <em>write</em>.',
    );
  });

  it('keeps any other tag, and every value, as escaped text', () => {
    expect(html('<script>alert(1)</script> <a href="x">x</a> & {{name}}', { name: '<img src=x onerror=alert(1)>' })).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt; &lt;a href=&quot;x&quot;&gt;x&lt;/a&gt; &amp; &lt;img src=x onerror=alert(1)&gt;',
    );
    // A closing tag with no opening one is not markup either.
    expect(html('a</b> b')).toBe('a&lt;/b&gt; b');
  });

  it('shows a value no lender figure fills as its placeholder', () => {
    expect(html('Sign by {{ date }}, {{companyName}}', { companyName: 'Acme' })).toBe('Sign by <span class="fact">{{date}}</span>, Acme');
  });
});

describe('wordDiff', () => {
  it('marks only the words that differ, the figure inside a sum by its digits', () => {
    const { before, after } = wordDiff(renderCopy('A fee of $150.00 applies.'), renderCopy('A notary fee of $275.00 applies.'));
    expect(tokensToHtml(before, 'del')).toBe('A fee of $<del>150</del>.00 applies.');
    expect(tokensToHtml(after, 'ins')).toBe('A <ins>notary </ins>fee of $<ins>275</ins>.00 applies.');
  });

  it('counts a word that turned bold as changed', () => {
    const { after } = wordDiff(renderCopy('Read this'), renderCopy('Read <b>this</b>'));
    expect(tokensToHtml(after)).toBe('Read <strong><ins>this</ins></strong>');
  });

  it('marks nothing in equal texts', () => {
    const { before, after } = wordDiff(renderCopy('Same <i>words</i>'), renderCopy('Same <i>words</i>'));
    expect([...before, ...after].some((token) => token.changed)).toBe(false);
  });
});
