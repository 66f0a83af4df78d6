import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import registrationFile from '../../../flows/registration.json';
import statusRoutesFile from '../../../flows/status-routes.json';
import machineFile from '../../../flows/client-state-machine.json';
import policyFile from '../../../flows/polling-policy.json';
import registrationCopy from '../../../copy/en/registration.json';
import esignCopy from '../../../copy/en/esign.json';
import { nextPoll } from '../application/polling';
import type { ClientStateMachine } from '../types/client-state-machine';
import type { PollingPolicy } from '../types/polling-policy';
import type { RegistrationFlow } from '../types/registration-flow';
import type { StatusRoutes } from '../types/status-routes';
import {
  copyText,
  delayScheduleWords,
  durationWords,
  pollingOverview,
  registrationOverview,
  registrationWords,
  stateMachineOverview,
  statusRoutesOverview,
} from './flow-overview';

const step = (id: string, properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  id,
  path: id === 'first' ? '' : id,
  title: `t:steps.${id}`,
  submit: 't:next',
  schema: { type: 'object', properties },
  ...extra,
});

const flow = {
  $schema: '../schemas/registration-flow.schema.json',
  schemaVersion: 1,
  id: 'register-v2',
  steps: [
    step(
      'first',
      {
        propertyAddress: {
          type: 'object',
          properties: {
            zip: { type: 'string', title: 't:fields.zip' },
            occupancyType: { type: 'string', title: 't:fields.occupancyType', enum: ['HOME', 'SECONDARY'] },
          },
        },
      },
      { uiSchema: { propertyAddress: { occupancyType: { 'ui:enumNames': ['t:occupancy.HOME', 't:occupancy.SECONDARY'] } } } },
    ),
    step(
      'home',
      { homeAddress: { type: 'object', properties: { zip: { type: 'string', title: 't:fields.zip' } } } },
      { guard: { '!=': [{ var: 'draft.propertyAddress.occupancyType' }, 'HOME'] } },
    ),
    step('last', {}, { variants: [{ when: { var: 'lender.features.other' }, title: 't:steps.other' }] }),
  ],
  exits: [
    { after: 'first', when: { '==': [{ var: 'draft.propertyAddress.zip' }, '96701'] }, modal: 'hawaii' },
    { after: 'first', when: { var: 'query.cloc' }, to: 'waitlist' },
  ],
  clears: [{ field: 'homeAddress', when: { '==': [{ var: 'draft.propertyAddress.occupancyType' }, 'HOME'] } }],
  tracker: [],
} as unknown as RegistrationFlow;

const copy = copyText({
  t: {
    steps: { first: 'Where is it?', home: 'Where do you live?', last: 'Done?', other: 'All done?' },
    fields: { zip: 'ZIP code', occupancyType: 'How do you use this property?' },
    occupancy: { HOME: 'Primary residence', SECONDARY: 'Second home' },
  },
});

describe('copyText', () => {
  it('finds a key’s English text, and nothing for a missing key, a branch or a prototype name', () => {
    expect(copy('t:steps.first')).toBe('Where is it?');
    expect(copy('t:steps.missing')).toBeUndefined();
    expect(copy('t:steps')).toBeUndefined();
    expect(copy('t:steps.constructor')).toBeUndefined();
    expect(copy('steps.first')).toBeUndefined();
  });
});

describe('registrationOverview', () => {
  const overview = registrationOverview(flow, copy);

  it('lists the steps in order with their English titles, guards, variants and exits in words', () => {
    expect(overview.steps.map((s) => [s.id, s.title])).toEqual([
      ['first', 'Where is it?'],
      ['home', 'Where do you live?'],
      ['last', 'Done?'],
    ]);
    // A question is not a name: the key is spelled instead; the option reads as the borrower sees it.
    expect(overview.steps[1]!.guard).toBe('occupancy type is not “Primary residence”');
    expect(overview.steps[0]!.guard).toBeUndefined();
    expect(overview.steps[2]!.variants).toEqual([{ when: 'lender features other is set', title: 'All done?' }]);
    expect(overview.steps[0]!.exits).toEqual([
      // zip is asked twice, so its parent names it.
      { when: 'property address ZIP code is “96701”', to: 'modal: hawaii' },
      { when: 'query cloc is set', to: 'page: waitlist' },
    ]);
    expect(overview.clears).toEqual([{ field: 'homeAddress', when: 'occupancy type is “Primary residence”', step: 'home' }]);
  });

  it('keeps a copy key it cannot find, so a missing text shows rather than vanishes', () => {
    expect(registrationOverview(flow, () => undefined).steps[0]!.title).toBe('t:steps.first');
  });

  it('names every guarded step of the real registration with words from the English copy', () => {
    const real = registrationFile as unknown as RegistrationFlow;
    // The namespaces the registration's titles come from.
    const english = copyText({ registration: registrationCopy, esign: esignCopy });
    const realOverview = registrationOverview(real, english);
    expect(realOverview.steps.map((s) => s.id)).toEqual(real.steps.map((s) => s.id));
    for (const [index, s] of real.steps.entries()) {
      const title = english(s.title);
      expect(title).toBeDefined();
      expect(realOverview.steps[index]!.title).toBe(title);
      expect(realOverview.steps[index]!.guard === undefined).toBe(s.guard === undefined);
    }
    const words = registrationWords(real, english);
    expect(words.value?.('draft.propertyAddress.occupancyType', 'HOME')).toBe(registrationCopy.occupancy.HOME);
    expect(realOverview.steps.flatMap((s) => s.exits)).toHaveLength(real.exits.length);
  });
});

describe('statusRoutesOverview', () => {
  const table = statusRoutesFile as unknown as StatusRoutes;
  const overview = statusRoutesOverview(table);

  it('puts every status in exactly one group, with the rows it meets in order', () => {
    const statuses = overview.groups.flatMap((group) => group.statuses);
    expect(new Set(statuses).size).toBe(statuses.length);
    expect(new Set(statuses)).toEqual(new Set(table.routes.flatMap((row) => row.statuses)));
    for (const group of overview.groups) {
      for (const status of group.statuses) {
        const rows = table.routes.filter((row) => row.statuses.includes(status));
        expect(group.routes.map((route) => route.to)).toEqual(rows.map((row) => row.to));
        expect(group.fallsThrough).toBe(rows.every((row) => row.when !== undefined));
      }
    }
  });

  it('groups statuses that share rows and says which fall through to the state machine', () => {
    const routes = statusRoutesOverview({
      $schema: '../schemas/status-routes.schema.json',
      schemaVersion: 1,
      routes: [
        { statuses: ['A', 'B'], when: { var: 'status.x' }, to: 'x' },
        { statuses: ['A', 'B', 'C'], to: 'y' },
        { statuses: ['D'], when: { var: 'status.d' }, to: '' },
      ],
    });
    expect(routes.groups).toEqual([
      { statuses: ['A', 'B'], routes: [{ when: 'status x is set', to: 'x' }, { to: 'y' }], fallsThrough: false },
      { statuses: ['C'], routes: [{ to: 'y' }], fallsThrough: false },
      { statuses: ['D'], routes: [{ when: 'status d is set', to: '' }], fallsThrough: true },
    ]);
  });
});

describe('stateMachineOverview', () => {
  it('keeps every state, event and trigger, triggers numbered in the order they are tried', () => {
    const machine = machineFile as unknown as ClientStateMachine;
    const overview = stateMachineOverview(machine);
    expect(overview.states.map((s) => s.name)).toEqual(Object.keys(machine.states));
    expect(overview.events.map((e) => [e.name, e.to])).toEqual(Object.entries(machine.events).map(([name, e]) => [name, e.to]));
    expect(overview.triggers.map((t) => [t.order, t.event])).toEqual(machine.triggers.map((t, i) => [i + 1, t.event]));
    expect(overview.triggers.every((t) => !/[{}]/.test(t.when))).toBe(true);
  });
});

describe('pollingOverview', () => {
  const policy = policyFile as unknown as PollingPolicy;

  it('lists the waits the engine makes between fetches of a waiting status', () => {
    const { waiting } = pollingOverview(policy);
    expect(waiting.delaysMs).toHaveLength(policy.waiting.maxTries - 1);
    waiting.delaysMs.forEach((delay, i) => {
      expect(nextPoll(policy, { status: 'WAITING_FOR_X', initial: 'WAITING_FOR_X', tries: i + 1 })).toEqual({
        action: 'poll',
        delayMs: delay,
      });
    });
    expect(nextPoll(policy, { status: 'WAITING_FOR_X', initial: 'WAITING_FOR_X', tries: policy.waiting.maxTries }).action).toBe('giveUp');
  });

  it('shortens a schedule where it stops growing, and keeps every distinct wait', () => {
    expect(delayScheduleWords([1000, 2000, 4000, 5000, 5000])).toBe('1 s, 2 s, 4 s, then 5 s each');
    expect(delayScheduleWords([1000, 2000])).toBe('1 s, then 2 s');
    expect(delayScheduleWords([500, 500])).toBe('500 ms each');
    expect(durationWords(1500)).toBe('1.5 s');
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 60_000 }), { minLength: 1, maxLength: 20 }), (delays) => {
        const words = delayScheduleWords(delays);
        for (const delay of new Set(delays)) expect(words).toContain(durationWords(delay));
      }),
    );
  });
});
