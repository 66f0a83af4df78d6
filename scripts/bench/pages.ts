// Every page a borrower reaches, for `npm run bench`: the first registration step, sign-in, each
// application page at the status that shows it (the accessibility suite's list,
// tests/e2e/support/a11y-pages.ts; a page reached only through another page's controls is measured
// as the page it opens at), the outcome pages among them, and the additional signer's pages.
import { APPLICATION_VISITS, RESET_STATE, visitState } from '../../tests/e2e/support/a11y-pages';
import { OFFER_TAKEN } from '../../tests/e2e/support/sandbox-borrower';
import type { BenchServer } from './server';

export interface BenchPage {
  name: string;
  url: string;
  /** Signed in with this token ('Bearer …'). */
  token?: string;
  /** Run before the page is measured: the sandbox state that shows it. */
  before?: () => Promise<void>;
}

const FIRST_STEP = '/account/heloc/register-v2';
const SIGNER = '/account/heloc/heloc-signer';

/** A borrower past the contact step (the SSN on the profile, which the later statuses need). */
async function applicant(server: BenchServer, org: string) {
  const borrower = await server.borrower(org);
  await server.setState(borrower.token, borrower.uuid, { checklistStatus: 'COLLECT_ADDITIONAL_INFO' });
  const contact = await fetch(`${server.origin}/service-application/api/v1/application/heloc/${borrower.uuid}/contact`, {
    method: 'PUT',
    headers: { authorization: borrower.token, 'content-type': 'application/json' },
    body: JSON.stringify({ ownership: 'SOLE', ssn: '123456789', hardCreditConsent: { type: 'HARD_CREDIT', version: '2026-01' } }),
  });
  if (!contact.ok) throw new Error(`contact failed: ${contact.status} ${await contact.text()}`);
  return borrower;
}

/** The pages in a borrower's order of meeting them; `key` keeps the first step, sign-in, the offers and the disclosures. */
export async function benchPages(server: BenchServer, org: string, which: 'all' | 'key'): Promise<BenchPage[]> {
  const pages: BenchPage[] = [
    { name: 'first step', url: `${server.origin}${FIRST_STEP}?org=${org}` },
    { name: 'sign-in', url: `${server.origin}/auth/login?org=${org}` },
  ];
  const { token, uuid } = await applicant(server, org);
  const reset = { ...RESET_STATE, ...OFFER_TAKEN };
  const visits = APPLICATION_VISITS.filter((visit) => !visit.reach).filter(
    (visit) => which === 'all' || ['product/select', 'document/disclosures'].includes(visit.path),
  );
  for (const visit of visits) {
    const state = visitState(visit, reset);
    pages.push({
      name: `/{uuid}/${visit.path}`,
      url: `${server.origin}/account/heloc/${uuid}/${visit.path}`.replace(/\/$/, '') + `?org=${org}`,
      token,
      before: () => server.setState(token, uuid, state),
    });
  }
  if (which === 'key') return pages;
  pages.push({ name: 'signer login', url: `${server.origin}${SIGNER}/login?org=${org}` });
  const signer = await server.signer(org);
  for (const path of ['intro', 'identity', 'conditions']) {
    pages.push({ name: `signer ${path}`, url: `${server.origin}${SIGNER}/${path}?org=${org}`, token: signer.token });
  }
  return pages;
}
