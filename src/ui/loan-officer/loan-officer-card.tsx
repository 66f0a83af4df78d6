// The referring loan officer beside the application (spec 001 §2): a card in the side column from
// the 1024 px breakpoint up; below it, a banner at the top that opens a side panel.
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoanOfficerDetails } from './loan-officer-details';
import { useLoanOfficer } from './use-loan-officer';

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
        onClick={() => setOpen(true)}
        className="inline-flex min-h-11 items-center rounded-button border-2 border-primary px-4 font-semibold text-primary"
      >
        {t('bannerButton', { name })}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} className="fixed inset-0 z-50">
        <DialogBackdrop className="fixed inset-0 bg-black/40" />
        <DialogPanel className="fixed inset-y-0 right-0 w-full max-w-sm overflow-y-auto bg-surface p-6 text-ink shadow-xl">
          <div className="mb-4 flex items-start justify-between gap-3">
            <DialogTitle className="text-xl font-bold">{t('heading')}</DialogTitle>
            <button
              type="button"
              onClick={() => setOpen(false)}
              className="inline-flex min-h-11 items-center rounded-button px-3 font-semibold underline"
            >
              {t('panelClose')}
            </button>
          </div>
          <p className="mb-4 text-muted">{t('panelIntro', { name })}</p>
          <LoanOfficerDetails officer={officer} />
        </DialogPanel>
      </Dialog>
    </div>
  );
}
