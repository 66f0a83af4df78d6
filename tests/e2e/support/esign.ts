// The E-SIGN consent as a person gives it: open the sample PDF, read its code, type it back. Here the
// PDF is fetched and read with pdf.js, as a PDF viewer would show it.
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export const ESIGN_SAMPLE_PATH = '/service-application/external/api/v1/esign/sample';
export const ESIGN_CONSENT_PATH = '/service-application/api/v1/esign/consent';

/** The code a sample PDF shows: the six characters after the line that introduces it. */
export async function codeInSample(request: APIRequestContext, href: string): Promise<string> {
  const res = await request.get(href);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  const pdf = await getDocument({ data: new Uint8Array(await res.body()) }).promise;
  const page = await pdf.getPage(1);
  const text = (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
  await pdf.destroy();
  const code = /:\s*([A-Z2-9]{6})(?![A-Z0-9])/.exec(text)?.[1];
  expect(code, `no code in the sample PDF: ${text}`).toBeDefined();
  return code!;
}

/** A sample opened and its code read: what the registration step keeps ('<sampleId>.<code>') once confirmed. */
export async function esignProof(request: APIRequestContext, org = 'NORTHSTAR'): Promise<{ sampleId: string; code: string }> {
  const sampleId = randomUUID();
  return { sampleId, code: await codeInSample(request, `${ESIGN_SAMPLE_PATH}/${sampleId}?org=${org}`) };
}

/**
 * A sample's code is the server's signature of the sample's id, good for any account: a worker reads
 * one sample per lender with pdf.js and gives that proof for every borrower it registers through the
 * API (each read cost a PDF drawn by the server and parsed here, a few hundred times a run). The
 * suite's second server signs with its own key and refuses the other's proof (400): a refused proof
 * is replaced by one read from the server that refused it. Tests of the consent itself open their
 * own samples (esign.spec.ts, the registration's step).
 */
const proofs = new Map<string, { sampleId: string; code: string }>();

/** Gives the signed-in person's E-SIGN consent through the API ('Bearer …' token). */
export async function giveEsignConsentViaApi(request: APIRequestContext, token: string, org = 'NORTHSTAR'): Promise<void> {
  const give = (proof: { sampleId: string; code: string }) =>
    request.post(ESIGN_CONSENT_PATH, { headers: { authorization: token }, data: proof });
  const kept = proofs.get(org);
  let res = kept ? await give(kept) : undefined;
  if (!res || res.status() === 400) {
    const proof = await esignProof(request, org);
    proofs.set(org, proof);
    res = await give(proof);
  }
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * The registration's E-SIGN consent step as a person does it: open the sample PDF (its link), type
 * the code it shows, and agree. A draft seeded past the step arrives with the code confirmed.
 */
export async function agreeToElectronicRecords(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agree to receive records electronically');
  const code = page.getByLabel('Code from the sample document');
  if (!(await code.inputValue())) {
    const href = (await page.getByRole('link', { name: 'Open the sample document (PDF)' }).getAttribute('href'))!;
    await code.fill(await codeInSample(page.request, href));
  }
  await expect(page.getByRole('status').filter({ hasText: 'Code confirmed' })).toBeVisible();
  await page.getByRole('button', { name: 'Agree and continue' }).click();
}
