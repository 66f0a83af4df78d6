import { describe, expect, it } from 'vitest';
import { formatConfigError, sortedUniqueErrors } from './config-error';
import { lineAt, withSourceLines } from './source-lines';

describe('formatConfigError', () => {
  it('prints file, pointer, reason and line', () => {
    expect(formatConfigError({ file: 'lenders/A/lender.json', pointer: '/company', message: 'bad', line: 5 })).toBe(
      'lenders/A/lender.json /company: bad (line 5)',
    );
  });

  it('shows the root pointer as / and omits an unknown line', () => {
    expect(formatConfigError({ file: 'themes/x.json', pointer: '', message: 'bad' })).toBe('themes/x.json /: bad');
  });
});

describe('sortedUniqueErrors', () => {
  it('drops repeats and orders by file, then line', () => {
    const a = { file: 'b.json', pointer: '/x', message: 'm', line: 9 };
    const b = { file: 'b.json', pointer: '/y', message: 'm', line: 2 };
    const c = { file: 'a.json', pointer: '', message: 'm' };
    expect(sortedUniqueErrors([a, b, a, c])).toEqual([c, b, a]);
  });
});

describe('source lines', () => {
  const text = '{\n  "a": {\n    "b": [1, 2]\n  }\n}\n';

  it('finds the line where a pointer resolves, and leaves others without one', () => {
    const errors = withSourceLines(
      [
        { file: 'f.json', pointer: '/a/b', message: 'm' },
        { file: 'f.json', pointer: '/a/missing', message: 'm' },
      ],
      () => text,
    );
    expect(errors.map((e) => e.line)).toEqual([3, undefined]);
  });

  it('turns a character offset into a line', () => {
    expect(lineAt(text, text.indexOf('"b"'))).toBe(3);
  });
});
