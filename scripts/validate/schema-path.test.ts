import { beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/build/load-config';
import { schemaHasPath } from './schema-path';
import { loadSchemaRegistry, type SchemaRegistry } from './schema-registry';

let registry: SchemaRegistry;
const lenderHas = (dotted: string) =>
  schemaHasPath(registry.documents, registry.idByFile.get('schemas/lender.schema.json')!, dotted.split('.'));

beforeAll(async () => {
  registry = await loadSchemaRegistry(PROJECT_ROOT);
});

describe('schemaHasPath on the lender schema', () => {
  it.each([
    'orgCode',
    'features.minimumAge',
    'features.newYork.pairedOrgCode',
    'company.companyAddress.state',
    'states.licensed',
    'states.licensed.0',
    'operatingHours.phone.3.startTime',
    'features.stateMinimumAges.AL',
    'company.publicFeatureToggles.anyToggle',
    'themeOverrides.colors.primary',
  ])('finds %s', (path) => {
    expect(lenderHas(path)).toBe(true);
  });

  it.each(['features.minimumAgee', 'company.name', 'orgCode.length', 'themeOverrides.colors.nope', 'product.loanAmount.avg'])(
    'rejects %s',
    (path) => {
      expect(lenderHas(path)).toBe(false);
    },
  );

  it('accepts the whole document for an empty path', () => {
    expect(lenderHas('')).toBe(false);
    expect(schemaHasPath(registry.documents, registry.idByFile.get('schemas/lender.schema.json')!, [])).toBe(true);
  });
});
