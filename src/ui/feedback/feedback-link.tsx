// The header's 'Feedback' link: signed-in users of a main-brand lender only (spec 001 §2, §6).
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedbackAvailable } from '@/engine/feedback/feedback';
import { useToast } from '../kit/toasts';
import { useLender } from '../lender/lender-context';

// Loaded on first open so every page's script stays small.
const FeedbackDialog = lazy(() => import('./feedback-dialog'));

export function FeedbackLink({ signedIn, className }: { signedIn: boolean; className: string }) {
  const { t } = useTranslation('feedback');
  const lender = useLender();
  const showToast = useToast();
  const [open, setOpen] = useState(false);
  if (!feedbackAvailable(lender, signedIn)) return null;
  return (
    <>
      {/* On a phone the header has room for an icon only; its name stays 'Feedback'. */}
      <button
        type="button"
        className={`${className} max-sm:px-2`}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={t('link')}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 sm:hidden" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 5h16v11H9l-5 4V5z" strokeLinejoin="round" />
        </svg>
        <span className="hidden sm:inline">{t('link')}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <FeedbackDialog
            onClose={() => setOpen(false)}
            onSent={() => {
              setOpen(false);
              showToast(t('sent'));
            }}
          />
        </Suspense>
      )}
    </>
  );
}
