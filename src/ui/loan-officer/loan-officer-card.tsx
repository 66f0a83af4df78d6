// The referring loan officer beside the application (spec 001 §2): a card in the side column from
// the 1024 px breakpoint up; below it, a banner at the top that opens a side panel.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoanOfficerDetails } from './loan-officer-details';
import { useLoanOfficer } from './use-loan-officer';

const LoanOfficerPanel = lazy(() => import('./loan-officer-panel').then((m) => ({ default: m.LoanOfficerPanel })));

/** Large screens: a card in the application's side column. */
export function LoanOfficerCard({ application }: { application: Record<string, unknown> }) {
  const { t } = useTranslation('loan-officer');
  const officer = useLoanOfficer(application);
  if (!officer) return null;
  return (
    <section
      aria-labelledby="loan-officer-heading"
      className="hidden rounded-card border border-line bg-surface p-5 lg:block"
      data-testid="loan-officer-card"
    >
      <h2 id="loan-officer-heading" className="mb-3 text-lg font-bold">
        {t('heading')}
      </h2>
      <LoanOfficerDetails officer={officer} />
    </section>
  );
}

/** Small screens: a banner above the page whose button opens the details in a side panel. */
export function LoanOfficerBanner({ application }: { application: Record<string, unknown> }) {
  const { t } = useTranslation('loan-officer');
  const officer = useLoanOfficer(application);
  const [open, setOpen] = useState(false);
  // Kept mounted after its first opening: it loads then, and closing is the panel's own.
  const [opened, setOpened] = useState(false);
  if (!officer) return null;
  const name = officer.originatorName;
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-line bg-surface p-3 lg:hidden"
      data-testid="loan-officer-banner"
    >
      <p className="min-w-48 flex-1">{t('bannerText', { name })}</p>
      <button
        type="button"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        className="inline-flex min-h-11 items-center rounded-button border-2 border-primary px-4 font-semibold text-primary"
      >
        {t('bannerButton', { name })}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <LoanOfficerPanel officer={officer} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
