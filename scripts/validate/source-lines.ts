import { parse } from 'json-source-map';
import type { ConfigError } from './config-error';

type PointerLines = Map<string, number>;

function pointerLines(text: string): PointerLines {
  try {
    const { pointers } = parse(text);
    return new Map(Object.entries(pointers).map(([pointer, at]) => [pointer, (at.key ?? at.value).line + 1]));
  } catch {
    return new Map();
  }
}

/**
 * Adds the line where each error's pointer resolves. Source maps are built only for files that have
 * errors, so a clean run parses every file once.
 */
export function withSourceLines(errors: readonly ConfigError[], textOf: (file: string) => string | undefined): ConfigError[] {
  const cache = new Map<string, PointerLines>();
  return errors.map((error) => {
    if (error.line !== undefined) return error;
    const text = textOf(error.file);
    if (!text) return error;
    if (!cache.has(error.file)) cache.set(error.file, pointerLines(text));
    const line = cache.get(error.file)!.get(error.pointer);
    return line === undefined ? error : { ...error, line };
  });
}

/** 1-based line of a character offset. */
export function lineAt(text: string, position: number): number {
  let line = 1;
  for (let i = 0; i < Math.min(position, text.length); i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}
