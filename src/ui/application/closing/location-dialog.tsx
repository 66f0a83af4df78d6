// 'Why we need your location' (spec 000 §2, §8): before e-signing, the browser is asked for the
// person's location. The sandbox keeps no location: granted or not, signing goes on, and a refusal
// or failure says how to allow it (docs/application/closing.md).
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../kit/alert';
import { Modal } from '../../kit/modal';
import { PRIMARY_BUTTON_CLASS, SECONDARY_BUTTON_CLASS } from '../page-parts';

export const LOCATION_MODAL_ID = 'signing-location';
/** Long enough for a phone to find itself, short enough that a stuck request is reported. */
const LOCATION_TIMEOUT_MS = 15_000;

type Outcome = 'asking' | 'denied' | 'unavailable' | null;

/** Every way into e-signing, the borrower's and a co-owner's, goes through the location question. */
export function useLocationGate(signingPath: string): { ask: () => void; dialog: ReactNode } {
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const dialog = asking ? <LocationDialog onContinue={() => void navigate(signingPath)} onClose={() => setAsking(false)} /> : null;
  return { ask: () => setAsking(true), dialog };
}

export function LocationDialog({ onContinue, onClose }: { onContinue: () => void; onClose: () => void }) {
  const { t } = useTranslation('closing');
  const [outcome, setOutcome] = useState<Outcome>(null);

  const ask = () => {
    if (outcome === 'asking') return;
    if (!('geolocation' in navigator)) return setOutcome('unavailable');
    setOutcome('asking');
    navigator.geolocation.getCurrentPosition(
      () => onContinue(),
      (error) => setOutcome(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { timeout: LOCATION_TIMEOUT_MS, maximumAge: 60_000 },
    );
  };

  return (
    <Modal id={LOCATION_MODAL_ID} open onClose={onClose} title={t('location.title')}>
      <div className="space-y-4">
        <p>{t('location.why')}</p>
        <p>{t('location.how')}</p>
        {outcome === 'asking' && (
          <p role="status" className="text-muted">
            {t('location.asking')}
          </p>
        )}
        {outcome === 'denied' && (
          <Alert variant="warn" title={t('location.deniedTitle')}>
            {t('location.denied')}
          </Alert>
        )}
        {outcome === 'unavailable' && (
          <Alert variant="warn" title={t('location.unavailableTitle')}>
            {t('location.unavailable')}
          </Alert>
        )}
        <div className="flex flex-col items-stretch gap-3 sm:flex-row sm:items-center">
          <button type="button" onClick={ask} className={PRIMARY_BUTTON_CLASS} data-autofocus>
            {outcome === 'denied' || outcome === 'unavailable' ? t('location.retry') : t('location.share')}
          </button>
          {(outcome === 'denied' || outcome === 'unavailable') && (
            <button type="button" onClick={onContinue} className={SECONDARY_BUTTON_CLASS}>
              {t('location.continueWithout')}
            </button>
          )}
        </div>
      </div>
    </Modal>
  );
}
