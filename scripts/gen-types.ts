// Generates TypeScript types from the JSON Schemas so shapes are never written twice.
// `npm run gen:types` writes them; `--check` (run by the unit tests) fails when they are stale.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { compile } from 'json-schema-to-typescript';

const root = path.resolve(import.meta.dirname, '..');
export const GENERATED_TYPES = [
  { schema: 'schemas/lender.schema.json', out: 'src/engine/types/lender.ts' },
  { schema: 'schemas/theme.schema.json', out: 'src/engine/types/theme.ts' },
  { schema: 'schemas/registration-flow.schema.json', out: 'src/engine/types/registration-flow.ts' },
  { schema: 'schemas/feature-flags.schema.json', out: 'src/engine/types/feature-flags.ts' },
  { schema: 'schemas/status-routes.schema.json', out: 'src/engine/types/status-routes.ts' },
  { schema: 'schemas/client-state-machine.schema.json', out: 'src/engine/types/client-state-machine.ts' },
  { schema: 'schemas/polling-policy.schema.json', out: 'src/engine/types/polling-policy.ts' },
  { schema: 'schemas/processing.schema.json', out: 'src/engine/types/processing.ts' },
  { schema: 'schemas/sign-in.schema.json', out: 'src/engine/types/sign-in.ts' },
  { schema: 'schemas/progress-tracker.schema.json', out: 'src/engine/types/progress-tracker.ts' },
  { schema: 'schemas/leave-survey.schema.json', out: 'src/engine/types/leave-survey.ts' },
  { schema: 'schemas/conditions.schema.json', out: 'src/engine/types/conditions.ts' },
  { schema: 'schemas/banners.schema.json', out: 'src/engine/types/banners.ts' },
  { schema: 'schemas/banner-strip.schema.json', out: 'src/engine/types/banner-strip.ts' },
  { schema: 'schemas/state-time-zones.schema.json', out: 'src/engine/types/state-time-zones.ts' },
  { schema: 'schemas/disclosures.schema.json', out: 'src/engine/types/disclosures.ts' },
  { schema: 'schemas/rate-indexes.schema.json', out: 'src/engine/types/rate-indexes.ts' },
  { schema: 'schemas/security-instruments.schema.json', out: 'src/engine/types/security-instruments.ts' },
  { schema: 'schemas/sample-drafts.schema.json', out: 'src/engine/types/sample-drafts.ts' },
  { schema: 'schemas/sample-application-pages.schema.json', out: 'src/engine/types/sample-application-pages.ts' },
];

export async function generate(schemaFile: string): Promise<string> {
  const schema = JSON.parse(await readFile(path.join(root, schemaFile), 'utf8'));
  return compile(schema, schema.title, {
    cwd: path.join(root, 'schemas'),
    bannerComment: `// Generated from ${schemaFile} by npm run gen:types. Do not edit by hand.`,
    additionalProperties: false,
    unreachableDefinitions: true,
    format: false,
    ignoreMinAndMaxItems: true,
  });
}

async function main() {
  const check = process.argv.includes('--check');
  let stale = false;
  for (const { schema, out } of GENERATED_TYPES) {
    const text = await generate(schema);
    const target = path.join(root, out);
    if (check) {
      const current = await readFile(target, 'utf8').catch(() => '');
      if (current !== text) {
        console.error(`${out} is stale: run npm run gen:types`);
        stale = true;
      }
    } else {
      await writeFile(target, text);
      console.log(`wrote ${out}`);
    }
  }
  if (stale) process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
