import type { ConfigTree } from '../../src/build/load-config';
import { configError, type ConfigError } from './config-error';
import { BASE_LOCALE, baseCopy, copyValue } from './copy-resources';
import { isRecord } from './json-pointer';
import { schemaHasPath } from './schema-path';
import { SCHEMAS_DIR, type SchemaRegistry } from './schema-registry';

const REGISTRATION_SCHEMA = '../schemas/registration-flow.schema.json';

const ids = (list: unknown): string[] =>
  Array.isArray(list) ? list.flatMap((item) => (isRecord(item) && typeof item.id === 'string' ? [item.id] : [])) : [];

/**
 * References between a registration flow's parts: the tracker and the exits name steps that exist,
 * and every step sits in exactly one tracker item (else the tracker could not place the person).
 */
export function flowChecks(tree: ConfigTree): ConfigError[] {
  return tree.flows
    .filter((f) => isRecord(f.data) && f.data.$schema === REGISTRATION_SCHEMA)
    .flatMap(({ file, data }) => {
      const flow = data as Record<string, unknown>;
      const steps = new Set(ids(flow.steps));
      const errors: ConfigError[] = [];
      const placed = new Map<string, string>();
      const tracker = Array.isArray(flow.tracker) ? flow.tracker : [];
      tracker.forEach((group, g) => {
        const items = isRecord(group) && Array.isArray(group.items) ? group.items : [];
        items.forEach((item, i) => {
          const stepIds = isRecord(item) && Array.isArray(item.steps) ? item.steps : [];
          stepIds.forEach((id, s) => {
            const pointer = `/tracker/${g}/items/${i}/steps/${s}`;
            if (typeof id !== 'string') return;
            if (!steps.has(id)) errors.push(configError(file, pointer, `no step has id '${id}'`));
            else if (placed.has(id)) errors.push(configError(file, pointer, `step '${id}' is already in the tracker at ${placed.get(id)}`));
            else placed.set(id, pointer);
          });
        });
      });
      for (const id of steps) if (!placed.has(id)) errors.push(configError(file, '/tracker', `step '${id}' is in no tracker item`));
      const exits = Array.isArray(flow.exits) ? flow.exits : [];
      exits.forEach((exit, e) => {
        if (isRecord(exit) && typeof exit.after === 'string' && !steps.has(exit.after)) {
          errors.push(configError(file, `/exits/${e}/after`, `no step has id '${exit.after}'`));
        }
      });
      return errors;
    });
}

const DISCLOSURES_FILE = 'flows/disclosures.json';

/** A disclosure shown only for a lender feature (`lenderFeature`) names a feature the lender schema has. */
export function disclosureFeatureChecks(tree: ConfigTree, registry: SchemaRegistry): ConfigError[] {
  const file = tree.flows.find((f) => f.file === DISCLOSURES_FILE);
  const lenderSchema = registry.idByFile.get(`${SCHEMAS_DIR}/lender.schema.json`);
  const disclosures = isRecord(file?.data) && isRecord(file.data.disclosures) ? file.data.disclosures : {};
  if (!file || !lenderSchema) return [];
  return Object.entries(disclosures).flatMap(([type, entry]) => {
    const feature = isRecord(entry) ? entry.lenderFeature : undefined;
    if (typeof feature !== 'string' || schemaHasPath(registry.documents, lenderSchema, ['features', feature])) return [];
    return [configError(file.file, `/disclosures/${type}/lenderFeature`, `'${feature}' is not a feature in schemas/lender.schema.json`)];
  });
}

const SECURITY_INSTRUMENTS_FILE = 'flows/security-instruments.json';
const US_STATES_FILE = 'flows/us-states.json';
/** Where each instrument kind's words are: copy, so they are translated and approved with the documents and the notice. */
const INSTRUMENT_WORDS = (kind: string) => [
  ['closing', `documentFiles.instrumentTitles.${kind}`],
  ['rescission', `instruments.${kind}.a`],
  ['rescission', `instruments.${kind}.the`],
];

/**
 * Every state a home can be in has its security instrument (the documents and the notice of the right
 * to cancel name it), no row names a state that is not one, and every kind used has its words in copy.
 */
export function securityInstrumentChecks(tree: ConfigTree): ConfigError[] {
  const file = tree.flows.find((f) => f.file === SECURITY_INSTRUMENTS_FILE);
  const statesFile = tree.flows.find((f) => f.file === US_STATES_FILE);
  if (!file || !isRecord(file.data) || !isRecord(file.data.states)) return [];
  const table = file.data.states;
  const codes = new Set(
    isRecord(statesFile?.data) && Array.isArray(statesFile.data.states)
      ? statesFile.data.states.flatMap((s) => (isRecord(s) && typeof s.code === 'string' ? [s.code] : []))
      : [],
  );
  const errors: ConfigError[] = [];
  for (const code of codes) {
    if (!Object.hasOwn(table, code))
      errors.push(configError(file.file, '/states', `state '${code}' (${US_STATES_FILE}) has no security instrument`));
  }
  for (const code of Object.keys(table)) {
    if (codes.size > 0 && !codes.has(code))
      errors.push(configError(file.file, `/states/${code}`, `'${code}' is not a state in ${US_STATES_FILE}`));
  }
  const english = baseCopy(tree).get(BASE_LOCALE);
  for (const kind of new Set(Object.values(table).filter((k): k is string => typeof k === 'string'))) {
    for (const [namespace, key] of INSTRUMENT_WORDS(kind)) {
      if (typeof copyValue(english?.get(namespace!)?.tree, key!) !== 'string') {
        errors.push(configError(file.file, '/states', `instrument '${kind}' has no words in copy: ${namespace}:${key} is missing`));
      }
    }
  }
  return errors;
}
