// Which words of two versions of a text differ: a longest common subsequence over the words (and
// spaces and line breaks) of each, with their markup, so a word that turned bold counts as changed.
import { tokenKey, type Token } from './render-copy';

export type DiffToken = Token & { changed?: boolean };

/** Beyond this many cells the table is not worth it: every word between the common ends is marked. */
const MAX_CELLS = 4_000_000;

/** Each version's tokens, those not in the other's common subsequence marked `changed`. */
export function wordDiff(before: readonly Token[], after: readonly Token[]): { before: DiffToken[]; after: DiffToken[] } {
  const a = before.map(tokenKey);
  const b = after.map(tokenKey);
  // The common start and end cost nothing to match and keep the table small.
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end += 1;
  const midA = a.slice(start, a.length - end);
  const midB = b.slice(start, b.length - end);
  const keptA = new Array<boolean>(midA.length).fill(false);
  const keptB = new Array<boolean>(midB.length).fill(false);

  if (midA.length > 0 && midB.length > 0 && (midA.length + 1) * (midB.length + 1) <= MAX_CELLS) {
    const width = midB.length + 1;
    // lengths[i * width + j]: the longest common subsequence of midA[i..] and midB[j..].
    const lengths = new Uint32Array((midA.length + 1) * width);
    for (let i = midA.length - 1; i >= 0; i -= 1) {
      for (let j = midB.length - 1; j >= 0; j -= 1) {
        lengths[i * width + j] =
          midA[i] === midB[j]
            ? lengths[(i + 1) * width + j + 1]! + 1
            : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
      }
    }
    let i = 0;
    let j = 0;
    while (i < midA.length && j < midB.length) {
      if (midA[i] === midB[j]) {
        keptA[i] = true;
        keptB[j] = true;
        i += 1;
        j += 1;
      } else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!) i += 1;
      else j += 1;
    }
  }

  const mark = (tokens: readonly Token[], kept: boolean[]): DiffToken[] =>
    tokens.map((token, index) => {
      const mid = index - start;
      const changed = mid >= 0 && mid < kept.length && !kept[mid];
      return changed ? { ...token, changed } : token;
    });
  return { before: mark(before, keptA), after: mark(after, keptB) };
}
