// The DDP_Pilot query (spec 001 §2, §9): a feature-flag override that a pilot link carries, saved to
// local storage so it outlasts the tab. Per-tab overrides in session storage win over it (spec: the
// persisted flags can be overridden by session storage), and both over the flag service.
//
// Value: comma-separated flag keys, each optionally ':on'/':off' (also true/false, 1/0); a bare key
// means on. 'clear' (or an empty value) removes the saved overrides. A pilot link states the whole
// pilot, so a new value replaces what was saved rather than merging with it.

export const DDP_PILOT = 'DDP_Pilot';

export type FlagOverrides = Record<string, boolean>;

const ON = new Set(['on', 'true', '1']);
const OFF = new Set(['off', 'false', '0']);
const FLAG_KEY = /^[a-z0-9][a-z0-9_-]{0,99}$/i;

/** The overrides a DDP_Pilot value names, or 'clear'. Malformed entries are skipped. */
export function parseDdpPilot(value: string): FlagOverrides | 'clear' {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.toLowerCase() === 'clear') return 'clear';
  const overrides: FlagOverrides = {};
  for (const entry of trimmed.split(',')) {
    const [key = '', setting = 'on', ...extra] = entry.trim().split(':');
    const normalised = setting.trim().toLowerCase();
    if (extra.length > 0 || !FLAG_KEY.test(key.trim())) continue;
    if (ON.has(normalised)) overrides[key.trim()] = true;
    else if (OFF.has(normalised)) overrides[key.trim()] = false;
  }
  return overrides;
}

/** Only boolean values of an object survive (stored JSON may have been edited by hand). */
export function booleanOverrides(value: unknown): FlagOverrides {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'));
}

/** Persisted (DDP_Pilot) overrides under the tab's own: the tab's win. */
export const combineOverrides = (persisted: unknown, tab: unknown): FlagOverrides => ({
  ...booleanOverrides(persisted),
  ...booleanOverrides(tab),
});
