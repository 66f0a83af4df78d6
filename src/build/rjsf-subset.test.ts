// The browser build keeps only part of rjsf's default registry (vite-rjsf-subset.ts): every flow
// step must stay inside it, or its form would show 'Unsupported field schema' to a borrower.
import { describe, expect, it } from 'vitest';
import { FORM_WIDGETS } from '../ui/forms/theme';
import fields from './browser/rjsf-fields';
import widgets from './browser/rjsf-widgets';
import { loadConfigTree } from './load-config';

/** rjsf's own names for its default widgets (ui:widget "text" means TextWidget). */
const keptWidgetNames = Object.keys(widgets()).flatMap((name) => [name, name.replace(/Widget$/, '').toLowerCase()]);
const SUPPORTED_TYPES = new Set(['object', 'string', 'number', 'integer', 'boolean', 'null']);

interface Found {
  problems: string[];
  widgets: string[];
}

function walk(schema: Record<string, unknown>, ui: Record<string, unknown> | undefined, where: string, found: Found): void {
  for (const keyword of ['anyOf', 'oneOf', '$ref', 'items']) if (keyword in schema) found.problems.push(`${where}: ${keyword}`);
  const types = ([] as unknown[]).concat(schema.type ?? []);
  for (const type of types) if (!SUPPORTED_TYPES.has(String(type))) found.problems.push(`${where}: type ${String(type)}`);
  const widget = ui?.['ui:widget'];
  if (typeof widget === 'string') found.widgets.push(widget);
  else if (typeof schema.format === 'string' && schema.format !== 'email') found.problems.push(`${where}: format ${schema.format}`);
  for (const [name, child] of Object.entries((schema.properties ?? {}) as Record<string, Record<string, unknown>>)) {
    walk(child, ui?.[name] as Record<string, unknown> | undefined, `${where}.${name}`, found);
  }
}

describe('flows stay within the fields and widgets the build keeps', () => {
  it('uses no array, anyOf/oneOf or special format, and names only kept or theme widgets', async () => {
    const tree = await loadConfigTree();
    const found: Found = { problems: [], widgets: [] };
    let steps = 0;
    for (const flow of tree.flows) {
      const data = flow.data as { steps?: { id: string; schema?: Record<string, unknown>; uiSchema?: Record<string, unknown> }[] };
      for (const step of data?.steps ?? []) {
        if (!step.schema) continue;
        steps++;
        walk(step.schema, step.uiSchema, `${flow.file} ${step.id}`, found);
      }
    }
    expect(steps).toBeGreaterThan(5);
    expect(found.problems).toEqual([]);
    const known = new Set([...Object.keys(FORM_WIDGETS), ...keptWidgetNames]);
    expect(found.widgets.filter((widget) => !known.has(widget))).toEqual([]);
  });

  it('keeps the fields rjsf renders objects, strings, numbers and booleans with', () => {
    expect(Object.keys(fields())).toEqual(
      expect.arrayContaining(['SchemaField', 'ObjectField', 'StringField', 'NumberField', 'BooleanField', 'FallbackField']),
    );
    expect(fields()).not.toHaveProperty('ArrayField');
  });
});
