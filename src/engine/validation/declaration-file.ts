// What the app accepts before it uploads an insurance declaration page: the server's own limits
// (PDF, JPEG or PNG, up to 10 MB), checked first so the borrower is told without a wait.

export const DECLARATION_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const DECLARATION_MAX_BYTES = 10 * 1024 * 1024;

/** A copy key for what is wrong with the file, or null when it may be sent. */
export function declarationFileProblem(file: { type: string; size: number } | null): 'fileRequired' | 'fileType' | 'fileTooLarge' | null {
  if (!file) return 'fileRequired';
  if (!(DECLARATION_TYPES as readonly string[]).includes(file.type)) return 'fileType';
  if (file.size > DECLARATION_MAX_BYTES) return 'fileTooLarge';
  return null;
}
