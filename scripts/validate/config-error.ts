/** One problem in one config file: what `npm run validate` prints as `<file> <pointer>: <message> (line N)`. */
export interface ConfigError {
  /** Path relative to the project root, with forward slashes. */
  file: string;
  /** JSON Pointer into the file; '' is the whole file. */
  pointer: string;
  message: string;
  /** 1-based line where the pointer resolves, when it does. */
  line?: number;
}

export const configError = (file: string, pointer: string, message: string): ConfigError => ({ file, pointer, message });

export function formatConfigError({ file, pointer, message, line }: ConfigError): string {
  return `${file} ${pointer || '/'}: ${message}${line ? ` (line ${line})` : ''}`;
}

/** Drops repeats (the same rule can be reached through two schema branches) and orders errors by file, then line. */
export function sortedUniqueErrors(errors: readonly ConfigError[]): ConfigError[] {
  const seen = new Map<string, ConfigError>();
  for (const error of errors) seen.set(`${error.file}\0${error.pointer}\0${error.message}`, error);
  return [...seen.values()].sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
}
