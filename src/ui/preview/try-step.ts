// 'Try a step': prepares what a step needs, through the app's own storage and the sandbox's real API,
// and answers the address to open. Registration: the sample draft's answers before the step, stored
// as the app stores a draft. Application page: a sandbox borrower registered and an application
// started as registration does, set to the page's sample state with the sandbox state control.
import flowFile from '../../../flows/registration.json';
import sampleDraftsFile from '../../../flows/sample-drafts.json';
import sampleApplicationPagesFile from '../../../flows/sample-application-pages.json';
import { giveEsignConsent, samplePdfUrl, type EsignProof } from '@/api/esign';
import { fetchLenderPackage } from '@/api/lender-package';
import { createApiClient, localTokenStore, type ApiRequest } from '@/api/request';
import { fetchApplicationConsentTypes, saveContact, type ConsentVersion } from '@/api/start';
import type { LenderPackage } from '@/engine/lender/lender-package';
import { createHelocRequest } from '@/engine/registration/create-heloc-request';
import { sampleOpenAt, sampleState, type SampleApplicationPage } from '@/engine/preview/sample-application';
import { draftBefore, fieldsBeforeWithWidget, sampleDraft, sampleReferrer, uniqueSampleEmail } from '@/engine/preview/sample-draft';
import type { RegistrationFlow, Step } from '@/engine/types/registration-flow';
import type { SampleApplicationPages } from '@/engine/types/sample-application-pages';
import type { SampleDrafts } from '@/engine/types/sample-drafts';
import { randomUuid } from '@/engine/validation/uuid';
import type { UsStateTable } from '@/engine/validation/us-state';
import { BASENAME } from '../address-path';
import { saveJourneyQuery, startOver } from '../registration/registration-storage';

export const flow = flowFile as unknown as RegistrationFlow;
export const samplePages = sampleApplicationPagesFile as SampleApplicationPages;
const samples = sampleDraftsFile as SampleDrafts;

/** The registration field the E-SIGN consent's step keeps its proof in ('<sampleId>.<code>'). */
const ESIGN_WIDGET = 'esignConsent';

const loadUsStates = () => import('../../../flows/us-states.json').then(({ default: table }) => table as UsStateTable);

const clientFor = (orgCode: string) => createApiClient({ orgCode, tokens: localTokenStore() });

// What the preview imports of the borrower's code is kept to modules that are chunks of their own
// (the request layer, the draft's storage, the start and E-SIGN calls): a module shared with one of a
// borrower's pages would be split out of that page's chunk, one more file every borrower downloads.

/** pdf.js with its worker from our own origin, as the PDF viewer loads it (use-pdf-document.ts). */
const loadPdfJs = () =>
  Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(([lib, worker]) => {
    lib.GlobalWorkerOptions.workerSrc = worker.default;
    return lib;
  });

/**
 * The E-SIGN consent as a person gives it: a sample document opened and the code it shows read, here
 * by pdf.js (the code follows the colon of the line that introduces it).
 */
async function readEsignProof(request: ApiRequest): Promise<EsignProof> {
  const sampleId = randomUuid();
  const [blob, pdfJs] = await Promise.all([request<Blob>(samplePdfUrl(sampleId), { parse: 'blob' }), loadPdfJs()]);
  const pdf = await pdfJs.getDocument({ data: new Uint8Array(await blob.arrayBuffer()) }).promise;
  try {
    const { items } = await (await pdf.getPage(1)).getTextContent();
    const text = items.map((item) => ('str' in item ? item.str : '')).join(' ');
    const code = /:\s*([A-Z2-9]{6})(?![A-Z0-9])/.exec(text)?.[1];
    if (!code) throw new Error('the sample document shows no code');
    return { sampleId, code };
  } finally {
    await pdf.destroy();
  }
}

/** The lender's sample draft, with an email no account has yet. */
async function lenderDraft(pkg: LenderPackage) {
  return sampleDraft(samples, pkg.lender, await loadUsStates(), uniqueSampleEmail(String(samples.draft.email), Date.now()));
}

const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const params = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return `${BASENAME}${path}?${params}`;
};

/** Stores the answers of the steps before `step` for the lender, as registration keeps a draft, and answers the step's address. */
export async function prepareRegistrationStep(orgCode: string, step: Step): Promise<string> {
  const pkg = await fetchLenderPackage(orgCode);
  const draft = draftBefore(flow, step.id, await lenderDraft(pkg));
  for (const field of fieldsBeforeWithWidget(flow, step.id, ESIGN_WIDGET)) {
    const { sampleId, code } = await readEsignProof(clientFor(orgCode));
    draft[field] = `${sampleId}.${code}`;
  }
  const referrer = sampleReferrer(pkg.lender);
  startOver(orgCode, draft);
  saveJourneyQuery(orgCode, referrer ? { referrer } : {});
  return withQuery(`/register-v2${step.path ? `/${step.path}` : ''}`, { org: orgCode, referrer });
}

/** The sandbox's controls, as the signed-in borrower (they answer nobody else). */
const sandboxControl = (request: ApiRequest, uuid: string, control: string, body: unknown) =>
  request<{ uuid?: string }>(`/sandbox/api/v1/applications/${encodeURIComponent(uuid)}/${control}`, { method: 'POST', body });

/**
 * Registers a sandbox borrower of the lender (the request layer keeps the token, so the browser is
 * signed in as them), gives the E-SIGN consent and starts an application from the sample draft, as
 * registration's last step does; sets it to the page's sample state; answers the page's address.
 */
export async function prepareApplicationPage(orgCode: string, page: SampleApplicationPage): Promise<string> {
  const pkg = await fetchLenderPackage(orgCode);
  const request = clientFor(orgCode);
  const referrer = sampleReferrer(pkg.lender);
  const draft = await lenderDraft(pkg);
  const password = `Sample!${randomUuid()}`;
  await request('/identity/api/v1/registration/register', {
    method: 'POST',
    query: { organization: orgCode },
    body: { email: draft.email, password, phoneNumber: draft.phoneNumber },
    authFailureEndsSession: false,
  });
  await giveEsignConsent(request, await readEsignProof(request));
  const consentTypes = (
    await Promise.all([request<ConsentVersion[]>('/service-profile/api/v1/profile/consent-types'), fetchApplicationConsentTypes(request)])
  ).flat();
  const body = createHelocRequest({ draft, query: referrer ? { referrer } : {}, consentTypes, nyFcraFlag: false });
  const { uuid } = await request<{ uuid: string }>('/service-application/api/v3/application/helocs', {
    method: 'POST',
    query: { state: body.propertyRequest.address.state },
    body,
    headers: { 'Idempotency-Key': randomUuid() },
  });
  // The contact facts first: the state machine needs the SSN on the profile for the later steps.
  const { atStatus, ownership, ssn } = samplePages.contact;
  await sandboxControl(request, uuid, 'state', { checklistStatus: atStatus });
  const hardCredit = consentTypes.find((consent) => consent.type === 'HARD_CREDIT');
  if (hardCredit) await saveContact(request, uuid, { ownership, ssn, hardCreditConsent: hardCredit });
  await sandboxControl(request, uuid, 'state', sampleState(samplePages, page));
  const condition = page.documentRequest
    ? (await sandboxControl(request, uuid, 'conditions', { categoryEnum: page.documentRequest })).uuid
    : undefined;
  const openAt = sampleOpenAt(page);
  return withQuery(`/${uuid}${openAt ? `/${openAt}` : ''}`, { org: orgCode, conditionUuid: condition });
}
