// The pages the accessibility suite visits: every application page (src/ui/application/*-pages.ts)
// with the sandbox state that lets a borrower stay on it, read from flows/sample-application-pages.json
// (the preview's 'Try a step' opens them from the same data).
import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { SampleApplicationPages } from '../../../src/engine/types/sample-application-pages';
import { sandboxControl } from './sandbox-borrower';

export interface ApplicationPageVisit {
  /** The page under /{uuid}/ ('' the application home), as the registry names it. */
  path: string;
  /** Merged into the application (over RESET_STATE) before the page is opened. */
  state: Record<string, unknown>;
  /** Opened instead of `path` when the page is reached through another page's controls. */
  openAt?: string;
  /** The controls that lead from `openAt` to the page; `say` gives a copy key's words in the page's language. */
  reach?: (page: Page, say: (key: string) => string) => Promise<void>;
}

/** Every application page with its sample state: the data the preview's 'Try a step' opens pages with. */
const samples = JSON.parse(readFileSync('flows/sample-application-pages.json', 'utf8')) as SampleApplicationPages;

/** Conditions a visit may set, put back before every visit so none leaks into the next. */
export const RESET_STATE = samples.reset as { status: Record<string, unknown> };

/** Raises a document request through the sandbox; resolves to its id. */
export async function raiseCondition(
  request: APIRequestContext,
  token: string,
  applicationUuid: string,
  categoryEnum: string,
): Promise<string> {
  const raised = await sandboxControl(request, token, applicationUuid, 'conditions', { categoryEnum });
  expect(raised.status(), await raised.text()).toBe(201);
  return ((await raised.json()) as { uuid: string }).uuid;
}

/**
 * A condition page shows a request named in its query: one is raised (as the borrower signed in on
 * the conditions page, whom alone the control answers), then `target` opened with it as the bell's link would.
 */
const openRequest = (categoryEnum: string, target: string): Pick<ApplicationPageVisit, 'openAt' | 'reach'> => ({
  openAt: 'conditions',
  reach: async (page) => {
    const url = new URL(page.url());
    const applicationUuid = url.pathname.split('/')[3]!;
    const token = (await page.evaluate(() => localStorage.getItem('heloc.jwt')))!;
    const conditionUuid = await raiseCondition(page.request, token, applicationUuid, categoryEnum);
    url.pathname = `/account/heloc/${applicationUuid}/${target}`;
    url.searchParams.set('conditionUuid', conditionUuid);
    // The page moves itself to the request's own location (identity, phone-number) when it has one.
    await page.goto(url.toString());
  },
});

/** In the data's order: grouped by state, so consecutive visits share one sandbox call. */
export const APPLICATION_VISITS: ApplicationPageVisit[] = samples.pages.map((sample) => ({
  path: sample.path,
  state: sample.state,
  ...(sample.press && {
    openAt: sample.openAt,
    // The URL changes at once, while the old page stays on screen until the new one's module has
    // loaded: wait for the new page's heading, or the checks would read the old page's controls.
    reach: async (page: Page, say: (key: string) => string) => {
      const heading = page.getByRole('heading', { level: 1 });
      const before = await heading.textContent();
      await page.getByRole('button', { name: say(sample.press!) }).click();
      await expect(heading).not.toHaveText(before ?? '');
    },
  }),
  ...(sample.documentRequest && openRequest(sample.documentRequest, sample.openAt ?? sample.path)),
}));

/** The sandbox state a visit is opened at: `base` (with RESET_STATE's conditions) and the visit's own, statuses merged. */
export const visitState = (visit: ApplicationPageVisit, base: typeof RESET_STATE & Record<string, unknown>) => ({
  ...base,
  ...visit.state,
  status: { ...base.status, ...(visit.state.status as object) },
});
