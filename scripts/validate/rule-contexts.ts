import type { LenderDocument } from './config-documents';

/** The data a JSON-Logic rule may read, by the context its schema names in `x-json-logic`. */
export const RULE_CONTEXTS = {
  registration: ['draft', 'lender', 'flags', 'query', 'loanOfficer'],
  application: ['application', 'profile', 'status', 'lender', 'flags'],
} as const satisfies Record<string, readonly string[]>;

export type RuleContextName = keyof typeof RULE_CONTEXTS;

export const isRuleContextName = (name: string): name is RuleContextName => Object.hasOwn(RULE_CONTEXTS, name);

/** lender.json keys the run-time lender lacks: file bookkeeping, and overrides already merged into the theme. */
export const LENDER_KEYS_NOT_AT_RUN_TIME: ReadonlySet<string> = new Set(['$schema', 'schemaVersion', 'themeOverrides', 'sandboxLeads']);

/** The lender as the engine sees it at run time: the package's `lender`. */
function runtimeLender(lender: LenderDocument): Record<string, unknown> {
  return Object.fromEntries(Object.entries(lender.data).filter(([key]) => !LENDER_KEYS_NOT_AT_RUN_TIME.has(key)));
}

/** An empty context of the given shape with one lender's real config, for dry runs. */
export function sampleContext(context: RuleContextName, lender: LenderDocument): Record<string, unknown> {
  const roots = RULE_CONTEXTS[context] as readonly string[];
  return Object.fromEntries(roots.map((root) => [root, root === 'lender' ? runtimeLender(lender) : {}]));
}
