// The sandbox chatbot's matcher: the FAQ entry whose keywords the message mentions most.

export interface FaqEntry {
  id: string;
  keywords: string;
  answer: string;
}

/** A text's words, lower case and without accents, so 'interés' and 'interes' are one word. */
const words = (text: string) =>
  new Set(
    text
      .normalize('NFD')
      .replace(/\p{Mn}/gu, '')
      .toLowerCase()
      .match(/[a-z0-9]+/g) ?? [],
  );

/** The best entry, or null when the message mentions no keyword at all. Ties go to the earlier entry. */
export function matchFaq(message: string, entries: readonly FaqEntry[]): FaqEntry | null {
  const said = words(message);
  let best: FaqEntry | null = null;
  let bestScore = 0;
  for (const entry of entries) {
    const score = [...words(entry.keywords)].filter((keyword) => said.has(keyword)).length;
    if (score > bestScore) {
      best = entry;
      bestScore = score;
    }
  }
  return best;
}

/** Fills {{name}} placeholders; unknown names are left as they are. */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}
