export const FALLBACK_ERROR_MESSAGE = 'Something unexpected happened';

/**
 * The message to show for a failed call: the response's errors joined (unique, each ending with a
 * period), or the spec's fallback when there are none.
 */
export function errorMessage(messages: ReadonlyArray<unknown> | undefined): string {
  const unique = [
    ...new Set(
      (messages ?? [])
        .filter((m): m is string => typeof m === 'string')
        .map((m) => m.trim())
        .filter(Boolean),
    ),
  ];
  if (unique.length === 0) return FALLBACK_ERROR_MESSAGE;
  return unique.map((m) => (/[.!?]$/.test(m) ? m : `${m}.`)).join(' ');
}

/** Reads the error texts out of an error body in the shapes the services answer with. */
export function errorTexts(body: unknown): string[] {
  if (typeof body === 'string') return body ? [body] : [];
  if (typeof body !== 'object' || body === null) return [];
  const record = body as Record<string, unknown>;
  if (Array.isArray(record.errors)) {
    return record.errors.flatMap((e) =>
      typeof e === 'string' ? [e] : typeof (e as { message?: unknown })?.message === 'string' ? [(e as { message: string }).message] : [],
    );
  }
  return typeof record.message === 'string' ? [record.message] : [];
}
