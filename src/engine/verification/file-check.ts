// Checks a chosen file before it is sent, with the server's limits, so the borrower hears at once
// what is wrong; the server checks the content again (a renamed file is caught there).

/** The sandbox server's upload limit, 10 MB. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const ACCEPTED_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
/** For the file input's accept attribute. */
export const ACCEPT_ATTRIBUTE = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

const EXTENSIONS = /\.(pdf|jpe?g|png)$/i;

export type FileProblem = 'type' | 'size' | 'empty';

/** What is wrong with a file, or null. The declared type may be blank, so the extension counts too. */
export function fileProblem(file: { name: string; type: string; size: number }): FileProblem | null {
  const typeOk = (ACCEPTED_TYPES as readonly string[]).includes(file.type) || (file.type === '' && EXTENSIONS.test(file.name));
  if (!typeOk) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_UPLOAD_BYTES) return 'size';
  return null;
}
