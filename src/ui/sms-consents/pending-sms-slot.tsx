// Where the signed-in application pages keep room for the pending-SMS-choices notice: the notice
// and its calls load only in a browser that holds choices waiting to be recorded, which is rare.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useLender } from '../lender/lender-context';
import { pendingSmsChoicesKey } from './sms-consents-shell';

const PendingSmsNotice = lazy(() => import('./pending-sms-notice'));

/** Another tab's change shows on this tab's next render; the notice itself sends and says. */
const noSubscription = () => () => undefined;

function hasPending(orgCode: string): boolean {
  try {
    return localStorage.getItem(pendingSmsChoicesKey(orgCode)) !== null;
  } catch {
    return false;
  }
}

export function PendingSmsSlot() {
  const { orgCode } = useLender();
  // The server draws the page without the browser's storage: nothing pending there.
  const pending = useSyncExternalStore(
    noSubscription,
    () => hasPending(orgCode),
    () => false,
  );
  if (!pending) return null;
  return (
    <Suspense fallback={null}>
      <PendingSmsNotice />
    </Suspense>
  );
}
