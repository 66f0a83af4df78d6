import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { RegistrationOverview, StatusRoutesOverview } from '../../src/engine/flow/flow-overview';
import { escapeHtml, quoted, registrationDot, statusRoutesDot, wrap } from './flow-dot';

describe('labels', () => {
  it('wraps words into lines no longer than the width, keeping every word in order', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z“”]{1,12}$/), { maxLength: 30 }), fc.integer({ min: 12, max: 60 }), (words, width) => {
        const lines = wrap(words.join(' '), width);
        for (const line of lines) expect(line.length).toBeLessThanOrEqual(width);
        expect(lines.join(' ')).toBe(words.join(' ').replace(/[“”]/g, '"'));
      }),
    );
  });

  it('escapes what would end a DOT string or an HTML label', () => {
    expect(quoted(['say “hi”', 'a\\b'])).toBe('"say \\"hi\\"\\na\\\\b"');
    expect(escapeHtml('a < b & "c" > d')).toBe('a &lt; b &amp; &quot;c&quot; &gt; d');
  });
});

const step = (id: string, guard?: string) => ({ id, path: id, title: `${id}?`, ...(guard ? { guard } : {}), variants: [], exits: [] });

describe('registrationDot', () => {
  it('goes around a guarded step when its guard fails, and labels each exit with its rule', () => {
    const flow: RegistrationOverview = {
      source: 'flows/registration.json',
      id: 'register-v2',
      steps: [
        { ...step('a'), exits: [{ when: 'state is “HI”', to: 'modal: hawaii' }] },
        step('b', 'occupancy is not “HOME”'),
        step('c', 'x is set'),
        step('d'),
      ],
      clears: [],
    };
    const dot = registrationDot(flow);
    expect(dot).toContain('"step:a" -> "step:b" [label="if occupancy is not \\"HOME\\""]');
    expect(dot).toContain('"step:a" -> "step:c" [label="otherwise, if x is set"]');
    expect(dot).toContain('"step:a" -> "step:d" [label="otherwise"]');
    expect(dot).toContain('"step:b" -> "step:c" [label="if x is set"]');
    expect(dot).toContain('"step:c" -> "step:d"\n');
    expect(dot).toContain('"step:d" -> "end"\n');
    expect(dot).toContain('"step:a" -> "exit:modal: hawaii" [label="exit 1, if state is \\"HI\\"", style="dashed"]');
  });
});

describe('statusRoutesDot', () => {
  it('says otherwise after a rule, and sends a group whose rows all have rules on to the state machine', () => {
    const table: StatusRoutesOverview = {
      source: 'flows/status-routes.json',
      rows: [],
      groups: [
        { statuses: ['A', 'B'], routes: [{ when: 'x is set', to: 'x' }, { to: '' }], fallsThrough: false },
        { statuses: ['C'], routes: [{ when: 'y is set', to: 'y' }], fallsThrough: true },
      ],
      openPages: [],
    };
    const dot = statusRoutesDot(table);
    expect(dot).toContain('"group:0" [label="A\\nB"');
    expect(dot).toContain('"group:0" -> "page:x" [label="if x is set"]');
    expect(dot).toContain('"group:0" -> "page:" [label="otherwise"]');
    expect(dot).toContain('"page:" [label="application home"');
    expect(dot).toContain('"group:1" -> "fallback" [label="otherwise", style="dashed"]');
    expect(dot).not.toContain('"group:0" -> "fallback"');
  });
});
