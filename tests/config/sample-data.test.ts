// The sample data 'Try a step' opens steps with (flows/sample-drafts.json, flows/sample-application-pages.json)
// fits the flows and the pages as they are: a step added to the registration, or a page to the
// application, without sample data for it fails here rather than in front of a reviewer.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/build/load-config';
import { runJourney, type Draft } from '../../src/engine/flow/flow-runner';
import { sampleDraft } from '../../src/engine/preview/sample-draft';
import type { Lender } from '../../src/engine/types/lender';
import type { RegistrationFlow, Step } from '../../src/engine/types/registration-flow';
import type { SampleApplicationPages } from '../../src/engine/types/sample-application-pages';
import type { SampleDrafts } from '../../src/engine/types/sample-drafts';
import type { UsStateTable } from '../../src/engine/validation/us-state';
import { APPLICATION_PAGES, isBuiltPage } from '../../src/ui/application/application-pages';

const read = <T>(file: string) => JSON.parse(readFileSync(path.join(PROJECT_ROOT, file), 'utf8')) as T;
const flow = read<RegistrationFlow>('flows/registration.json');
const samples = read<SampleDrafts>('flows/sample-drafts.json');
const pages = read<SampleApplicationPages>('flows/sample-application-pages.json');
const usStates = read<UsStateTable>('flows/us-states.json');
const lenders = readdirSync(path.join(PROJECT_ROOT, 'lenders')).map((folder) => read<Lender>(`lenders/${folder}/lender.json`));

/** A password every rule takes: the password is typed at its step, never stored with the draft. */
const PASSWORD = 'Harbor!Lights2026';

describe('the sample draft', () => {
  // The step schemas are checked in the browser (precompiled); here, a step's required fields must be answered.
  const answered = (step: Step, data: Draft) => ((step.schema as { required?: string[] }).required ?? []).every((field) => field in data);

  it('answers every step of every lender, its rules passing, but the E-SIGN proof and the password, which a try supplies', () => {
    expect(lenders.length).toBeGreaterThan(0);
    for (const lender of lenders) {
      const draft = { ...sampleDraft(samples, lender, usStates), esignConsent: 'proof', password: PASSWORD, confirmPassword: PASSWORD };
      const journey = runJourney(flow, { draft, lender, flags: {}, query: {} }, answered);
      expect(journey.current?.id, lender.orgCode).toBeUndefined();
      expect(
        journey.steps.map((step) => step.id),
        lender.orgCode,
      ).toEqual(flow.steps.map((step) => step.id));
    }
  });

  it('names only address fields of the draft as the ones put in the lender’s state', () => {
    for (const field of samples.inLenderState) {
      expect(samples.draft[field], field).toEqual(expect.objectContaining({ street1: expect.any(String), city: expect.any(String) }));
    }
  });
});

describe('the sample application pages', () => {
  it('are pages the application has, each listed once, and not said to lead elsewhere', () => {
    const paths = pages.pages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of pages.pages) {
      expect(isBuiltPage(page.path), page.path).toBe(true);
      if (page.openAt) expect(isBuiltPage(page.openAt), page.openAt).toBe(true);
      expect(Object.hasOwn(pages.elsewhere ?? {}, page.path), page.path).toBe(false);
    }
    for (const address of Object.keys(pages.elsewhere ?? {})) expect(isBuiltPage(address), address).toBe(true);
  });

  it('cover every page the application registers, but the addresses that lead elsewhere', () => {
    const covered = new Set([...pages.pages.map((page) => page.path), ...Object.keys(pages.elsewhere ?? {})]);
    // A registered pattern with parameters is covered by a sample at any address it matches.
    const missing = Object.keys(APPLICATION_PAGES).filter((pattern) => !pattern.includes(':') && !covered.has(pattern));
    expect(missing).toEqual([]);
  });
});
