// The header's 'Feedback': signed-in users of a main-brand lender only (spec 001 §2, §6). The dialog
// is kept by the header rather than by the button, so it stays open when the button was a phone
// menu's item that closed with the menu.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedbackAvailable } from '@/engine/feedback/feedback';
import { useToast } from '../kit/toasts';
import { useLender } from '../lender/lender-context';

// Loaded on first open so every page's script stays small.
const FeedbackDialog = lazy(() => import('./feedback-dialog'));

export function useFeedbackDialog(signedIn: boolean) {
  const { t } = useTranslation('feedback');
  const lender = useLender();
  const showToast = useToast();
  const [open, setOpen] = useState(false);
  const dialog = open && (
    <Suspense fallback={null}>
      <FeedbackDialog
        onClose={() => setOpen(false)}
        onSent={() => {
          setOpen(false);
          showToast(t('sent'));
        }}
      />
    </Suspense>
  );
  return { available: feedbackAvailable(lender, signedIn), label: t('link'), open: () => setOpen(true), dialog };
}
