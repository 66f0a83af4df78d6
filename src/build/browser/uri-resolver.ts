// Build-time stand-in for fast-uri (vite.config.ts aliases it here): rjsf's findSchemaDefinition
// uses it only to resolve `$ref`s against a schema's `$id`. The browser's URL parser does that for
// absolute base URIs; our step schemas have no `$id`, so a relative reference is left as written.
// Saves fast-uri's RFC 3986 parser, about 6 KB of compressed script on every form.

/** The absolute form of `ref` against `base`, or `ref` unchanged when either cannot be parsed. */
export function resolve(base: string | undefined, ref: string): string {
  try {
    return new URL(ref, base).href;
  } catch {
    return ref;
  }
}

/** Whether two URI references name the same resource (compared in their normalised forms). */
export function equal(a: string, b: string): boolean {
  const normalise = (uri: string) => {
    try {
      return new URL(uri).href;
    } catch {
      return uri;
    }
  };
  return normalise(a) === normalise(b);
}

export default { resolve, equal };
