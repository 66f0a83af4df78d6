// A sandbox control on a closing page: lets a person trying the sandbox do what the back office or
// time would (end a wait, hold a notary visit). Shown only against the sandbox server, set apart
// from the borrower's own page by its dashed panel.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSandboxServer } from '../../api/use-sandbox-server';
import { ErrorAlert, SECONDARY_BUTTON_CLASS } from '../page-parts';

/** `copyKey`: the closing copy holding the control's heading, lead, button and failed texts. */
export function SandboxControl({ copyKey, act }: { copyKey: string; act: () => Promise<unknown> }) {
  const { t } = useTranslation('closing');
  const sandbox = useSandboxServer();
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!sandbox) return null;
  const press = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await act();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-card border-2 border-dashed border-line bg-surface p-5">
      <h2 id={headingId} className="text-lg font-bold">
        {t(`${copyKey}.heading`)}
      </h2>
      <p>{t(`${copyKey}.lead`)}</p>
      <ErrorAlert message={failed ? t(`${copyKey}.failed`) : null} />
      <button type="button" className={SECONDARY_BUTTON_CLASS} disabled={busy} aria-busy={busy} onClick={() => void press()}>
        {t(`${copyKey}.button`)}
      </button>
    </section>
  );
}
