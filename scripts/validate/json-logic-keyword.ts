import type { KeywordDefinition } from 'ajv';
import { RULE_CONTEXTS, type RuleContextName } from './rule-contexts';

export const JSON_LOGIC_KEYWORD = 'x-json-logic';

/** A JSON-Logic rule found while validating a file: the schema marked its place with `x-json-logic`. */
export interface FoundRule {
  pointer: string;
  context: RuleContextName;
  rule: unknown;
}

export interface JsonLogicKeyword {
  definition: KeywordDefinition;
  /** Runs a validation and returns the rules the keyword saw during it. */
  collectRules<T>(validate: () => T): { result: T; rules: FoundRule[] };
}

/**
 * The keyword only records where rules are; checking them needs every lender and the lender schema,
 * so it happens after schema validation, without a second walk over the schemas.
 */
export function jsonLogicKeyword(): JsonLogicKeyword {
  let current: FoundRule[] | undefined;
  const definition: KeywordDefinition = {
    keyword: JSON_LOGIC_KEYWORD,
    schemaType: 'string',
    metaSchema: { enum: Object.keys(RULE_CONTEXTS) },
    errors: false,
    validate: (context: RuleContextName, data: unknown, _parent: unknown, dataContext?: { instancePath: string }) => {
      current?.push({ pointer: dataContext?.instancePath ?? '', context, rule: data });
      return true;
    },
  };
  return {
    definition,
    collectRules(validate) {
      current = [];
      try {
        return { result: validate(), rules: current };
      } finally {
        current = undefined;
      }
    },
  };
}
