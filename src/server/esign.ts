// The E-SIGN consent (15 U.S.C. 7001(c)): before any electronic record the person opens a sample PDF
// and types back the code it shows, which proves they can open the format. The code is derived
// from a key only the server holds and the sample's id, so nothing stores it and only the PDF tells
// it. The consent is kept per person (it covers every application) with its version and time.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { PDFDocument, rgb } from 'pdf-lib';
import type { LenderConfig } from '../engine/lender/lender-package';
import { disclosureVersion } from '../engine/disclosures/registry';
import type { Database, Executor } from './db/database';
import { embedDocumentFonts } from './back-office/document-fonts';
import { printableText } from './back-office/printable-text';
import { wrapText } from './back-office/wrap-text';
import { serverCopy } from './server-copy';
import { refuse } from './refusals';

export const ESIGN_CONSENT = 'ESIGN_CONSENT';
/** The type the consent carries on the application's `consents`. */
export const ESIGN_CONSENT_TYPE = 'ESIGN';
export const currentEsignVersion = (): string => disclosureVersion(ESIGN_CONSENT)!;

/** No 0/O, 1/I/L: the code is read off a page and typed. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 6;

/** The code the sample `sampleId` shows: the first bytes of an HMAC under the server's key, spelled in the alphabet. */
export function sampleCode(key: Buffer, sampleId: string): string {
  const digest = createHmac('sha256', key).update(`esign-sample:${sampleId}`).digest();
  return Array.from(digest.subarray(0, CODE_LENGTH), (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
}

/** Whether `typed` is the sample's code: case, spaces and dashes do not matter. */
export function codeMatches(key: Buffer, sampleId: string, typed: string): boolean {
  const given = Buffer.from(typed.toUpperCase().replace(/[\s-]/g, ''));
  const expected = Buffer.from(sampleCode(key, sampleId));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

interface SampleCopy {
  title: string;
  body: string;
  footer: string;
}

const PAGE_SIZE: [number, number] = [612, 792];
const MARGIN = 56;

/**
 * The one-page sample: the lender's name, the words of copy/<locale>/esign.json, and the code in
 * large type. `locale`: the page's language when the lender offers it, else English.
 */
export async function renderSamplePdf(lender: LenderConfig, code: string, locale = 'en'): Promise<Uint8Array> {
  const language = (lender.locales ?? ['en']).includes(locale) ? locale : 'en';
  const words = serverCopy<{ sample: SampleCopy }>('esign', language).sample;
  const pdf = await PDFDocument.create();
  pdf.setTitle(words.title);
  pdf.setLanguage(language);
  pdf.setAuthor(lender.company.companyName);
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  const fonts = await embedDocumentFonts(pdf, [lender.company.companyName, words.title, words.body, code, words.footer]);
  const page = pdf.addPage(PAGE_SIZE);
  let y = 740;
  const line = (text: string, size: number, bold = false) => {
    for (const row of wrapText(printableText(text, fonts.covers), PAGE_SIZE[0] - 2 * MARGIN, (r) => fonts.widthOf(r, size, bold))) {
      fonts.draw(page, row, { x: MARGIN, y, size, bold, color: rgb(0.1, 0.1, 0.1) });
      y -= size + 10;
    }
  };
  line(lender.company.companyName, 12, true);
  y -= 12;
  line(words.title, 18, true);
  y -= 8;
  line(words.body, 12);
  y -= 12;
  line(code, 32, true);
  y -= 12;
  line(words.footer, 10);
  return pdf.save({ useObjectStreams: false });
}

export interface EsignConsentView {
  currentVersion: string;
  /** Agreed to the current version and not withdrawn since. */
  current: boolean;
  consent: { version: string; acceptedAt: string; withdrawnAt: string | null } | null;
}

export async function esignConsentOf(db: Executor, identityUuid: string): Promise<EsignConsentView> {
  const row = await db.selectFrom('esign_consents').selectAll().where('identity_uuid', '=', identityUuid).executeTakeFirst();
  const currentVersion = currentEsignVersion();
  if (!row) return { currentVersion, current: false, consent: null };
  return {
    currentVersion,
    current: row.version === currentVersion && row.withdrawn_at === null,
    consent: {
      version: row.version,
      acceptedAt: new Date(row.accepted_at).toISOString(),
      withdrawnAt: row.withdrawn_at ? new Date(row.withdrawn_at).toISOString() : null,
    },
  };
}

/**
 * Whether a record the law requires in writing may reach this person electronically (15 U.S.C.
 * 7001(c)): only while their consent is current. No identity (a co-owner who has not accepted their
 * invitation) has none. Anyone else is sent the record on paper by mail.
 */
export async function mayDeliverElectronically(db: Executor, identityUuid: string | undefined): Promise<boolean> {
  return identityUuid ? (await esignConsentOf(db, identityUuid)).current : false;
}

/** Checks the typed code, then keeps the person's consent to the current version (a new consent replaces a withdrawn or older one). */
export async function giveEsignConsent(
  db: Database,
  key: Buffer,
  identityUuid: string,
  proof: { sampleId: string; code: string },
  now: number,
): Promise<{ version: string; acceptedAt: string }> {
  if (!codeMatches(key, proof.sampleId, proof.code)) throw refuse(400, 'esignCodeMismatch');
  const version = currentEsignVersion();
  const acceptedAt = new Date(now);
  await db
    .insertInto('esign_consents')
    .values({ identity_uuid: identityUuid, version, accepted_at: acceptedAt, withdrawn_at: null })
    .onConflict((c) => c.column('identity_uuid').doUpdateSet({ version, accepted_at: acceptedAt, withdrawn_at: null }))
    .execute();
  return { version, acceptedAt: acceptedAt.toISOString() };
}

/** The create call's check: an E-SIGN consent it carries must be the current version, given by this person and not withdrawn. */
export async function checkEsignConsentRequest(
  db: Database,
  identityUuid: string,
  consents: ReadonlyArray<{ type: string; version: string }>,
): Promise<void> {
  const asked = consents.find((c) => c.type === ESIGN_CONSENT_TYPE);
  if (!asked) return;
  const stored = await esignConsentOf(db, identityUuid);
  if (asked.version !== currentEsignVersion() || !stored.current) {
    throw refuse(400, 'esignRequired');
  }
}
