import type { ConfigFile } from '../../src/build/load-config';
import { configError, type ConfigError } from './config-error';
import { lineAt } from './source-lines';

/** A file that is not JSON, reported at the line where parsing stopped. */
export function parseError(file: ConfigFile): ConfigError {
  if (file.text === '' && file.parseError === 'file is missing') return configError(file.file, '', 'file is missing');
  const reason = (file.parseError ?? 'not JSON').replace(/ in JSON at position \d+.*$/, '').replace(/ \(line \d+ column \d+\)$/, '');
  const position = /at position (\d+)/.exec(file.parseError ?? '');
  const error = configError(file.file, '', `invalid JSON: ${reason}`);
  return position ? { ...error, line: lineAt(file.text, Number(position[1])) } : error;
}
