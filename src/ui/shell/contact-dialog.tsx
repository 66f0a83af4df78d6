import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { SafeTrans } from './safe-trans';
import { useContactLinks } from './contact-links';

/**
 * Interim contact panel behind 'Chat with us' until the chat widget ships: it offers the lender's
 * phone and email so the button is never a dead end.
 */
export default function ContactDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('common');
  const contact = useContactLinks();
  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-50 flex items-end justify-end p-4">
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <DialogPanel className="relative w-full max-w-sm rounded-card bg-surface p-6 text-ink shadow-xl">
        <DialogTitle className="text-xl font-bold">{t('contactDialog.title')}</DialogTitle>
        <p className="mt-3">
          <SafeTrans i18nKey="common:contactDialog.message" values={contact.values} links={contact.links} />
        </p>
        <button
          type="button"
          onClick={onClose}
          className="mt-6 min-h-11 rounded-button bg-primary px-5 font-semibold text-on-primary hover:bg-primary-hover"
        >
          {t('contactDialog.close')}
        </button>
      </DialogPanel>
    </Dialog>
  );
}
