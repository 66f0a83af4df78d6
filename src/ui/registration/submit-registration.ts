import { fetchIdentity, sessionTokens } from '@/api/auth';
import { consentVersions, createHeloc, registerIdentity } from '@/api/registration';
import { giveEsignConsent } from '@/api/esign';
import type { ApiRequest } from '@/api/request';
import { hasLiveSession } from '@/engine/auth/session-token';
import type { Draft } from '@/engine/flow/flow-runner';
import type { Process } from '@/engine/types/processing';
import { createHelocRequest } from '@/engine/registration/create-heloc-request';
import { shownDisclosure } from '@/engine/disclosures/registry';
import { smsAnswers } from '@/engine/registration/sms-answers';
import { recordOrKeepSmsChoices } from '../sms-consents/pending-sms-choices';
import { clearShownSmsPrompts, loadShownSmsPrompts } from '../sms-consents/shown-sms-prompts';
import { currentSubmission, loadLeads, saveSubmission } from './registration-storage';

/** Ten digits, as the communication-preferences service takes a number; undefined for anything else (the account's is used). */
function tenDigits(phone: unknown): string | undefined {
  const digits = String(phone ?? '').replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return /^[2-9][0-9]{9}$/.test(national) ? national : undefined;
}

/**
 * Whether this browser is already signed in to the account the email names: a borrower starting a
 * new application (the last one ended) needs no second account, and registering one would only
 * answer 'Account Already Exists' and send them round through login back to registration.
 */
async function signedInAs(request: ApiRequest, email: string): Promise<boolean> {
  if (!hasLiveSession(sessionTokens().get(), Date.now())) return false;
  const identity = await fetchIdentity(request).catch(() => null);
  return identity?.email?.trim().toLowerCase() === email.toLowerCase();
}

/**
 * Creates the account (unless signed in to it already), then the application, and answers the
 * application's id. A retry after a failure reuses the submission: the identity is not registered
 * twice and the create call carries the same idempotency key, so it never makes a second application.
 */
export async function submitRegistration(
  request: ApiRequest,
  orgCode: string,
  draft: Draft,
  query: Record<string, string>,
  nyFcraFlag: boolean,
  /** The loader's timings (flows/processing.json): shown at least this long, and how long the create call may take. */
  process: Pick<Process, 'minimumShownMs' | 'requestTimeoutMs'>,
  /** The disclosure types the journey's steps showed (their `disclosures`), sent with the registry's versions. */
  shownTypes: readonly string[] = [],
  /** The language the borrower applied in. */
  locale?: string,
): Promise<string> {
  const started = Date.now();
  const submission = currentSubmission(orgCode);
  const email = String(draft.email).trim();
  if (submission.registeredEmail !== email) {
    if (!(await signedInAs(request, email))) {
      await registerIdentity(request, orgCode, { email, password: String(draft.password), phoneNumber: String(draft.phoneNumber) });
    }
    saveSubmission(orgCode, { ...submission, registeredEmail: email });
  }
  // Signed in now: the E-SIGN consent the person gave on its step is stored for them before the
  // application that carries it (a retry gives it again, which only refreshes its time).
  const [sampleId, code] = String(draft.esignConsent ?? '').split('.');
  if (sampleId && code) await giveEsignConsent(request, { sampleId, code });
  // The contact step's SMS choices, against the words it showed, before the application whose texts
  // they govern. A failure keeps them to send again, and the signed-in pages say so: it never costs
  // the registration. A retry of the submission does not send them twice.
  const handled = currentSubmission(orgCode);
  if (!handled.smsHandled) {
    const answers = smsAnswers(draft, loadShownSmsPrompts(orgCode));
    if (answers.length) {
      const phone = tenDigits(draft.phoneNumber);
      await recordOrKeepSmsChoices(request, orgCode, {
        subject: { org: orgCode, email },
        ...(phone ? { phone } : {}),
        source: 'APP_FLOW',
        answers,
      });
    }
    saveSubmission(orgCode, { ...handled, smsHandled: true });
    clearShownSmsPrompts(orgCode);
  }
  const body = createHelocRequest({
    draft,
    query,
    consentTypes: await consentVersions(request),
    nyFcraFlag,
    leads: loadLeads(orgCode),
    disclosuresShown: shownTypes.map(shownDisclosure),
    locale,
  });
  const { uuid } = await createHeloc(
    request,
    body,
    submission.idempotencyKey,
    body.propertyRequest.address.state,
    process.requestTimeoutMs,
  );
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, process.minimumShownMs - (Date.now() - started))));
  return uuid;
}
