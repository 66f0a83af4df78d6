// The stored application document has a ceiling. The sandbox state control merges whatever JSON it
// is sent, so writes with new fields grew one application without bound (6.5 MB after 111 writes,
// its reads 50 times slower); nothing a borrower does comes near the limit.
import { HttpError } from './auth/authenticate';

/** A whole journey to a funded line stores about 7.5 KB: 256 KiB is over thirty times that. */
export const MAX_APPLICATION_BYTES = 256 * 1024;

/** A write refused because the document would pass MAX_APPLICATION_BYTES; nothing is stored. */
export class ApplicationTooLargeError extends HttpError {
  constructor() {
    super(
      413,
      `This change would make the application larger than ${MAX_APPLICATION_BYTES / 1024} KiB, far more than an application needs, so it was not saved. Send less.`,
    );
  }
}

/** The document as the database stores it (JSON text), or ApplicationTooLargeError past the limit. */
export function storedDocument(document: object): string {
  const json = JSON.stringify(document);
  if (Buffer.byteLength(json) > MAX_APPLICATION_BYTES) throw new ApplicationTooLargeError();
  return json;
}
