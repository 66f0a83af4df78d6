import { describe, expect, it } from 'vitest';
import { fileProblem, MAX_UPLOAD_BYTES } from './file-check';

describe('fileProblem', () => {
  it('accepts PDF, JPEG and PNG up to 10 MB', () => {
    expect(fileProblem({ name: 'stub.pdf', type: 'application/pdf', size: 1200 })).toBeNull();
    expect(fileProblem({ name: 'id.jpg', type: 'image/jpeg', size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(fileProblem({ name: 'id.png', type: 'image/png', size: 5 })).toBeNull();
  });

  it('refuses other types, judging by the extension when the type is blank', () => {
    expect(fileProblem({ name: 'notes.txt', type: 'text/plain', size: 10 })).toBe('type');
    expect(fileProblem({ name: 'scan.heic', type: '', size: 10 })).toBe('type');
    expect(fileProblem({ name: 'scan.PDF', type: '', size: 10 })).toBeNull();
  });

  it('refuses empty files and files over the limit', () => {
    expect(fileProblem({ name: 'a.pdf', type: 'application/pdf', size: 0 })).toBe('empty');
    expect(fileProblem({ name: 'a.pdf', type: 'application/pdf', size: MAX_UPLOAD_BYTES + 1 })).toBe('size');
  });
});
