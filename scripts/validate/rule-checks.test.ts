// The JSON-Logic fixture (a test flow schema and flow file) has one valid step and one rule per
// failure the validator promises to catch; each must be reported at its own pointer, and nothing else.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfigTree, PROJECT_ROOT } from '../../src/build/load-config';
import { makeConfigFixture, removeConfigFixture } from './config-fixture';
import { validateConfigTree } from './validate-config';

const FLOW = 'flows/fixture-rules.json';

describe('JSON-Logic rule checks', () => {
  it('catches each broken rule at its pointer, and only those', async () => {
    const { root } = await makeConfigFixture(path.join(PROJECT_ROOT, 'tests/fixtures/json-logic'));
    try {
      const errors = (await validateConfigTree(await loadConfigTree(root))).filter((e) => e.file === FLOW);
      const expected = [
        ['/steps/0/rules/1/rule', "variable 'draft.homeAddress' is not available to application rules"],
        ['/steps/0/rules/2/rule', "variable 'status.waitingOnFlood' is not in schemas/context-status.schema.json"],
        ['/steps/1/guard', "operator 'regex_match' is not allowed"],
        ['/steps/2/guard', "variable 'session.user' is not available to registration rules"],
        ['/steps/3/guard', "variable 'lender.features.minimumAgee' is not in schemas/lender.schema.json"],
        ['/steps/4/guard', 'rule throws on a dry run for lenders'],
        ['/steps/5/guard/==/0', "variable 'draft.__proto__' goes through '__proto__', which rules may not read"],
        ['/steps/6/guard/!', 'variable name must be written out as a string or a number, not computed: {"cat":["dr","aft"]}'],
      ];
      expect(errors.map((e) => e.pointer)).toEqual(expected.map(([pointer]) => pointer));
      errors.forEach((error, i) => expect(error.message.startsWith(expected[i]![1]!), error.message).toBe(true));
    } finally {
      await removeConfigFixture(root);
    }
  });
});
