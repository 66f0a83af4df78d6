// What the shell knows of SMS consents, apart from the calls: the settings page's path, and where
// this browser keeps registration's SMS choices that await their record: beside the lender's
// registration record, under its key, so logout's clearing of every registration takes them too
// (docs/privacy.md).
import { registrationKey } from '@/engine/registration/registration-record';

/** The signed-in page where a borrower chooses which text messages the lender may send them. */
export const TEXT_MESSAGES_PAGE = '/text-messages';

/** Choices made at registration that the service has not recorded yet (pending-sms-choices.ts). */
export const pendingSmsChoicesKey = (orgCode: string) => `${registrationKey(orgCode)}.smsChoices`;
