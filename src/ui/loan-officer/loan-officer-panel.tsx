// The small screens' side panel with the loan officer's details. Loaded when the banner's button
// first opens it, so the dialog library is not part of every application page's first visit.
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { useReturnFocus } from '../kit/return-focus';
import type { LoanOriginator } from '@/api/lead-portal';
import { LoanOfficerDetails } from './loan-officer-details';

export function LoanOfficerPanel({ officer, open, onClose }: { officer: LoanOriginator; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('loan-officer');
  useReturnFocus(open);
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <DialogPanel className="fixed inset-y-0 right-0 w-full max-w-sm overflow-y-auto bg-surface p-6 text-ink shadow-xl">
        <div className="mb-4 flex items-start justify-between gap-3">
          <DialogTitle className="text-xl font-bold">{t('heading')}</DialogTitle>
          <button type="button" onClick={onClose} className="inline-flex min-h-11 items-center rounded-button px-3 font-semibold underline">
            {t('panelClose')}
          </button>
        </div>
        <p className="mb-4 text-muted">{t('panelIntro', { name: officer.originatorName })}</p>
        <LoanOfficerDetails officer={officer} />
      </DialogPanel>
    </Dialog>
  );
}
