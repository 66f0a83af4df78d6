import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { jsonLogicKeyword } from './json-logic-keyword';

function ajvWithKeyword() {
  const keyword = jsonLogicKeyword();
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  ajv.addKeyword(keyword.definition);
  return { ajv, keyword };
}

const flowSchema = {
  type: 'object',
  properties: {
    steps: { type: 'array', items: { type: 'object', properties: { guard: { 'x-json-logic': 'registration' } } } },
    trigger: { 'x-json-logic': 'application' },
  },
};

describe('the x-json-logic keyword', () => {
  it('records each rule with its instance pointer and context', () => {
    const { ajv, keyword } = ajvWithKeyword();
    const validate = ajv.compile(flowSchema);
    const data = { steps: [{ guard: { var: 'draft.a' } }, {}, { guard: true }], trigger: { '==': [1, 1] } };
    const { result, rules } = keyword.collectRules(() => validate(data));
    expect(result).toBe(true);
    expect(rules).toEqual([
      { pointer: '/steps/0/guard', context: 'registration', rule: { var: 'draft.a' } },
      { pointer: '/steps/2/guard', context: 'registration', rule: true },
      { pointer: '/trigger', context: 'application', rule: { '==': [1, 1] } },
    ]);
  });

  it('collects nothing outside collectRules', () => {
    const { ajv, keyword } = ajvWithKeyword();
    const validate = ajv.compile(flowSchema);
    validate({ trigger: true });
    expect(keyword.collectRules(() => true).rules).toEqual([]);
  });

  it('refuses a schema naming an unknown context', () => {
    const { ajv } = ajvWithKeyword();
    expect(() => ajv.compile({ 'x-json-logic': 'checkout' })).toThrow();
  });
});
