import { describe, expect, it } from 'vitest';
import { DECLARATION_MAX_BYTES, declarationFileProblem } from './declaration-file';

describe('declarationFileProblem', () => {
  it('needs a file', () => {
    expect(declarationFileProblem(null)).toBe('fileRequired');
  });

  it('takes PDF, JPEG and PNG files up to 10 MB', () => {
    expect(declarationFileProblem({ type: 'application/pdf', size: 1000 })).toBeNull();
    expect(declarationFileProblem({ type: 'image/png', size: DECLARATION_MAX_BYTES })).toBeNull();
    expect(declarationFileProblem({ type: 'image/jpeg', size: DECLARATION_MAX_BYTES + 1 })).toBe('fileTooLarge');
    expect(declarationFileProblem({ type: 'image/heic', size: 1000 })).toBe('fileType');
    expect(declarationFileProblem({ type: '', size: 1000 })).toBe('fileType');
  });
});
