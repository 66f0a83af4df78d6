// Feature flags as the flag service answers them, from the flags file and the lender's data.
import type { FeatureFlags } from '../types/feature-flags';

export interface FlagDecision {
  key: string;
  enabled: boolean;
  variables: Array<{ key: string; value: unknown }>;
}

/** The value at a dotted path ('features.webChat'), or undefined. */
export function valueAt(source: unknown, path: string): unknown {
  let node = source;
  for (const segment of path.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, segment)) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

/** Every flag for one lender: the override for its organisation, else its toggle, else the default. */
export function decideFlags(file: FeatureFlags, lender: { orgCode: string }): FlagDecision[] {
  return file.flags.map((flag) => {
    const override = file.overrides?.find((o) => o.key === flag.key && o.organization === lender.orgCode);
    const fromLender = flag.fromLender === undefined ? undefined : Boolean(valueAt(lender, flag.fromLender));
    const enabled = override?.enabled ?? fromLender ?? flag.enabled;
    const variables = (flag.variables ?? []).map((variable) => {
      const fromData = variable.fromLender === undefined ? undefined : valueAt(lender, variable.fromLender);
      return { key: variable.key, value: fromData ?? variable.defaultValue ?? null };
    });
    return { key: flag.key, enabled, variables };
  });
}

export interface FlagValues {
  /** key → on/off, as rules read `flags.<key>`. */
  enabled: Record<string, boolean>;
  /** key → its variables by name (the maintenance flag's `routes`, say). */
  variables: Record<string, Record<string, unknown>>;
}

/**
 * The decisions as the app reads them, with per-tab overrides applied (spec 001: persisted flags can
 * be overridden by session storage). An override names a flag and whether it is on; non-booleans
 * and unknown keys are ignored so a stray value cannot switch an unrelated flag.
 */
export function flagValues(decisions: readonly FlagDecision[], overrides: unknown = {}): FlagValues {
  const enabled: Record<string, boolean> = {};
  const variables: Record<string, Record<string, unknown>> = {};
  const overriding = typeof overrides === 'object' && overrides !== null ? (overrides as Record<string, unknown>) : {};
  for (const decision of decisions) {
    const override = overriding[decision.key];
    enabled[decision.key] = typeof override === 'boolean' ? override : decision.enabled;
    variables[decision.key] = Object.fromEntries(decision.variables.map((v) => [v.key, v.value]));
  }
  return { enabled, variables };
}
