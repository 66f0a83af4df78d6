// US states as a person writes them ('Texas', 'tx', 'TX') and ZIP codes checked against their state.
// The table is data (flows/us-states.json); the browser loads it after the first paint, so every
// function here takes it as an argument and the JSON-Logic operator answers 'fine' until it is there.

export interface UsState {
  code: string;
  name: string;
  /** First three ZIP digits: '055' or an inclusive range '350-369'. */
  zipPrefixes: string[];
}

export interface UsStateTable {
  states: UsState[];
}

const squeeze = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** The state's code for a code or a name in any case ('Texas', 'tx'); undefined when it names none. */
export function parseUsState(text: string, table: UsStateTable): string | undefined {
  const wanted = squeeze(text).replace(/\./g, '');
  if (wanted === '') return undefined;
  return table.states.find((state) => state.code.toLowerCase() === wanted || squeeze(state.name) === wanted)?.code;
}

export const usStateByCode = (code: string, table: UsStateTable): UsState | undefined =>
  table.states.find((state) => state.code === code.toUpperCase());

function prefixMatches(range: string, prefix: string): boolean {
  const [low = '', high = low] = range.split('-');
  return prefix >= low && prefix <= high;
}

/** Whether a five-digit ZIP code belongs to the state; undefined when either is not one yet. */
export function zipInState(zip: string, stateCode: string, table: UsStateTable): boolean | undefined {
  const state = usStateByCode(stateCode, table);
  if (!state || !/^[0-9]{5}$/.test(zip)) return undefined;
  const prefix = zip.slice(0, 3);
  return state.zipPrefixes.some((range) => prefixMatches(range, prefix));
}

let loaded: UsStateTable | undefined;

/** Gives the JSON-Logic operator `zipInState` the table once the browser (or a test) has it. */
export function provideUsStateTable(table: UsStateTable | undefined): void {
  loaded = table;
}

/** The operator: false only when the table is there and says the ZIP code is another state's. */
export const zipInLoadedState = (zip: unknown, state: unknown): boolean =>
  !loaded || typeof zip !== 'string' || typeof state !== 'string' || zipInState(zip, state, loaded) !== false;
