import { describe, expect, it } from 'vitest';
import { markupProblems } from './copy-markup';

describe('markupProblems', () => {
  it.each([
    'Plain text with {{interpolation}}',
    'Checking <b>does not affect</b> your <i>score</i>.<br/>Next line<br />',
    'Call <phoneLink>{{phone}}</phoneLink> or read our <privacyLink><b>privacy policy</b></privacyLink>',
    'APR < 8% and 3 <= 4 are fine',
  ])('accepts %j', (text) => {
    expect(markupProblems(text)).toEqual([]);
  });

  it.each([
    ['Hi <script>alert(1)</script>', 'markup <script> is not allowed in copy'],
    ['<a href="https://x.example">x</a>', 'markup <a href="https://x.example"> is not allowed in copy'],
    ['<img src=x onerror=alert(1)>', 'markup <img src=x onerror=alert(1)> is not allowed in copy'],
    ['<div>x</div>', 'markup <div> is not allowed in copy'],
    ['<B>shout</B>', 'markup <B> is not allowed in copy'],
    ['<0>numbered</0>', 'markup <0> is not allowed in copy'],
    ['<!-- hidden -->', 'markup <!-- hidden --> is not allowed in copy'],
    ['<b class="x">x</b>', 'markup <b class="x"> is not allowed in copy'],
    ['<privacyLink/>', 'markup <privacyLink/> is not allowed in copy'],
    ['<script src=x', 'markup <script src=x is not allowed in copy (unterminated tag)'],
    ['<b>never closed', 'markup <b> is never closed'],
    ['stray </i>', 'markup </i> has no opening <i>'],
    ['<b><i>x</b></i>', 'markup </b> closes <b> before <i> inside it is closed'],
  ])('rejects %j', (text, problem) => {
    expect(markupProblems(text).filter((found) => found.startsWith(problem))).toHaveLength(1);
  });

  it('explains that allowed tags take no attributes, and reports nothing else', () => {
    expect(markupProblems('<privacyLink href="https://x.example">Privacy</privacyLink>')).toEqual([
      'markup <privacyLink href="https://x.example"> is not allowed in copy (tags take no attributes; link targets come from lender data)',
    ]);
  });

  it('reports a rejected element once, not again at its closing tag', () => {
    expect(markupProblems('<script>x</script>')).toEqual(['markup <script> is not allowed in copy']);
  });
});
