import path from 'node:path';
import { PROJECT_ROOT, type ConfigTree } from '../../src/build/load-config';
import { allConfigFiles, lenderDocuments, themeDocuments } from './config-documents';
import { sortedUniqueErrors, type ConfigError } from './config-error';
import { copyChecks } from './copy-checks';
import { translationChecks } from './translation-checks';
import { approvalChecks } from './approval-checks';
import { crossChecks } from './cross-checks';
import { flagChecks } from './flag-checks';
import { disclosureFeatureChecks, flowChecks, securityInstrumentChecks } from './flow-checks';
import { generatedTypesChecks } from './generated-types-checks';
import { lenderFactChecks } from './lender-fact-checks';
import { lenderValueChecks } from './lender-value-checks';
import { rateIndexChecks } from './rate-index-checks';
import { ruleChecks } from './rule-checks';
import { schemaChecks } from './schema-checks';
import { themeChecks } from './theme-checks';
import { loadSchemaRegistry } from './schema-registry';
import { withSourceLines } from './source-lines';

export type { ConfigError } from './config-error';

export interface ValidateOptions {
  /**
   * Compare src/engine/types with the schemas. gen-types reads the project's own schemas, so this
   * defaults to on only when validating the project root (not a copied tree in a test).
   */
  generatedTypes?: boolean;
}

/** Every problem in the config tree: schemas, references between files (rate indexes among them), a lender's facts, copy, contrast, rules and generated types. */
export async function validateConfigTree(tree: ConfigTree, options: ValidateOptions = {}): Promise<ConfigError[]> {
  const checkTypes = options.generatedTypes ?? path.resolve(tree.root) === PROJECT_ROOT;
  const [registry, typeErrors] = await Promise.all([loadSchemaRegistry(tree.root), checkTypes ? generatedTypesChecks(tree.root) : []]);
  const lenders = lenderDocuments(tree);
  const themes = themeDocuments(tree);
  const schemaResult = schemaChecks(tree, registry);

  const errors = [
    ...schemaResult.errors,
    ...crossChecks(tree),
    ...lenderValueChecks(lenders),
    ...lenderFactChecks(tree, lenders),
    ...rateIndexChecks(tree, lenders),
    ...copyChecks(tree, lenders),
    ...translationChecks(tree, lenders),
    ...approvalChecks(tree),
    ...themeChecks(themes, lenders),
    ...ruleChecks(schemaResult.rules, lenders, registry),
    ...flagChecks(tree, schemaResult.rules, lenders),
    ...flowChecks(tree),
    ...securityInstrumentChecks(tree),
    ...disclosureFeatureChecks(tree, registry),
    ...registry.errors,
    ...typeErrors,
  ];
  const texts = new Map(allConfigFiles(tree).map((f) => [f.file, f.text]));
  return sortedUniqueErrors(withSourceLines(errors, (file) => texts.get(file)));
}
