// Test helper: the E-SIGN consent as a person gives it, through the API: open a sample PDF, read its
// code (as pdf.js extracts it), and send it back.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ESIGN_CONSENT_PATH, ESIGN_SAMPLE_PATH } from '../routes/esign';
import { bearer } from './borrower';
import { freshClient } from './client-limit';
import { pdfTextRuns } from './pdf-text';

/** A sample opened and the code it shows. */
export async function openEsignSample(app: FastifyInstance): Promise<{ sampleId: string; code: string }> {
  const sampleId = randomUUID();
  const res = await app.inject({ url: `${ESIGN_SAMPLE_PATH}/${sampleId}`, remoteAddress: freshClient() });
  if (res.statusCode !== 200) throw new Error(`sample PDF failed: ${res.statusCode}`);
  const text = (await pdfTextRuns(res.rawPayload)).map((run) => run.text).join(' ');
  const code = /came from:\s*([A-Z2-9]{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in the sample PDF: ${text}`);
  return { sampleId, code };
}

/** Gives the borrower's E-SIGN consent, so the application pages open without asking for it. */
export async function giveEsignConsent(app: FastifyInstance, jwt: string): Promise<void> {
  const res = await app.inject({ method: 'POST', url: ESIGN_CONSENT_PATH, headers: bearer(jwt), payload: await openEsignSample(app) });
  if (res.statusCode !== 200) throw new Error(`E-SIGN consent failed: ${res.statusCode} ${res.body}`);
}
