// SMS choices made at registration that the communication-preferences service has not recorded yet
// (docs/decisions.md, 'A choice that could not be recorded'). Kept in this browser per lender, with
// whose they are; sent again by the signed-in pages (pending-sms-notice.tsx), which say so meanwhile;
// gone once recorded, once the person saves on the 'Text messages' page, or at logout (with the
// registration records, whose key theirs extends).
import { recordConsents, type ConsentSource, type ConsentSubject } from '@/api/comms-prefs';
import type { ApiRequest } from '@/api/request';
import type { SmsAnswer } from '@/engine/registration/sms-answers';
import { pendingSmsChoicesKey as keyOf } from './sms-consents-shell';

export interface SmsChoices {
  subject: ConsentSubject;
  phone?: string;
  source: ConsentSource;
  answers: SmsAnswer[];
}

export function loadPendingSmsChoices(orgCode: string): SmsChoices | null {
  try {
    const raw = localStorage.getItem(keyOf(orgCode));
    return raw ? (JSON.parse(raw) as SmsChoices) : null;
  } catch {
    return null;
  }
}

export function clearPendingSmsChoices(orgCode: string): void {
  try {
    localStorage.removeItem(keyOf(orgCode));
  } catch {
    // Storage that cannot be reached holds nothing to clear.
  }
}

/**
 * Records the choices; when that fails, keeps them to send again and answers false. Never throws:
 * a failure here must not cost the person their registration.
 */
export async function recordOrKeepSmsChoices(request: ApiRequest, orgCode: string, choices: SmsChoices): Promise<boolean> {
  try {
    await recordConsents(request, choices);
    clearPendingSmsChoices(orgCode);
    return true;
  } catch {
    try {
      localStorage.setItem(keyOf(orgCode), JSON.stringify(choices));
    } catch {
      // Storage refused as well: the signed-in pages cannot say so, the settings page still offers the choice.
    }
    return false;
  }
}
