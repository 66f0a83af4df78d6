import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { flowValidatorsModule } from './flow-validators';
import flow from '../../flows/registration.json';

it('precompiles every step without eval or new Function, and the validators agree with the schemas', async () => {
  const code = await flowValidatorsModule();
  expect(code).not.toMatch(/new Function|\beval\(/);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'flow-validators-'));
  try {
    const file = path.join(dir, 'validators.mjs');
    await writeFile(file, code);
    const { default: validators } = (await import(file)) as {
      default: Record<string, Record<string, Record<string, (data: unknown) => boolean>>>;
    };
    const steps = validators[flow.id]!;
    expect(Object.keys(steps)).toEqual(flow.steps.map((s) => s.id));
    // Each step's functions are keyed by the schema's hash; the first is the step's root validator.
    const forSale = Object.values(steps.forSale!)[0]!;
    expect(forSale({ isListedForSale: 'YES' })).toBe(true);
    expect(forSale({ isListedForSale: 'MAYBE' })).toBe(false);
    expect(forSale({})).toBe(false);
    const property = Object.values(steps.propertyAddress!)[0]!;
    expect(property({ propertyAddress: { street1: '1 Main St', city: 'Reno', state: 'NV', zip: '89501', occupancyType: 'HOME' } })).toBe(
      true,
    );
    expect(property({ propertyAddress: { street1: '1 Main St', city: 'Reno', state: 'NVX', zip: '89501', occupancyType: 'HOME' } })).toBe(
      false,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
