import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Modal } from '../kit/modal';
import { useReturnFocus } from '../kit/return-focus';
import { useContactLinks } from '../shell/contact-links';
import { SafeTrans } from '../shell/safe-trans';
import { FORGOT_PASSWORD_PATH } from '@/engine/routing/login-redirect';

const BUTTON = 'inline-flex min-h-11 items-center justify-center rounded-button px-5 font-semibold';

function RegistrationDialog({ title, children, onClose }: { title: string; children: ReactNode; onClose: () => void }) {
  // Mounted only while open: unmounting gives the focus back.
  useReturnFocus(true);
  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <DialogBackdrop className="fixed inset-0 bg-black/50" />
      <DialogPanel className="relative max-h-[800px] w-full max-w-md overflow-y-auto rounded-card bg-surface p-6 text-ink shadow-xl">
        <DialogTitle className="text-2xl font-bold">{title}</DialogTitle>
        <div className="mt-4 space-y-6">{children}</div>
      </DialogPanel>
    </Dialog>
  );
}

export function AccountExistsDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const { t } = useTranslation('registration');
  return (
    <RegistrationDialog title={t('accountExists.title')} onClose={onClose}>
      {/* A long email wraps rather than run out of a phone's dialog. */}
      <p className="[overflow-wrap:anywhere]">
        <SafeTrans i18nKey="registration:accountExists.message" values={{ email }} />
      </p>
      <div className="flex flex-wrap gap-3">
        <a
          href={`/auth/login?email=${encodeURIComponent(email)}`}
          className={`${BUTTON} bg-primary text-on-primary hover:bg-primary-hover`}
        >
          {t('accountExists.login')}
        </a>
        <a
          href={`${FORGOT_PASSWORD_PATH}?${new URLSearchParams({ email }).toString()}`}
          className={`${BUTTON} font-semibold text-primary underline`}
        >
          {t('accountExists.forgotPassword')}
        </a>
        <button type="button" onClick={onClose} className={`${BUTTON} border-2 border-primary text-primary`}>
          {t('accountExists.close')}
        </button>
      </div>
    </RegistrationDialog>
  );
}

/** A modal that sends the person to another site (a partner lender, or the lender's other state entity). */
export function RedirectDialog(props: {
  title: string;
  message: string;
  goLabel: string;
  href: string;
  /** Called as the link is followed; it may take over the navigation (to carry the answers along). */
  onGo?: (event: MouseEvent<HTMLAnchorElement>) => void;
  closeLabel: string;
  onClose: () => void;
}) {
  return (
    <RegistrationDialog title={props.title} onClose={props.onClose}>
      <p>{props.message}</p>
      <div className="flex flex-wrap gap-3">
        <a href={props.href} onClick={props.onGo} className={`${BUTTON} bg-primary text-on-primary hover:bg-primary-hover`}>
          {props.goLabel}
        </a>
        <button type="button" onClick={props.onClose} className={`${BUTTON} border-2 border-primary text-primary`}>
          {props.closeLabel}
        </button>
      </div>
    </RegistrationDialog>
  );
}

/** The spec's active-application rule: one at a time (Continue), or none within 45 days of a funded line. */
export function ActiveApplicationDialog({
  applicationUuid,
  recent,
  onClose,
}: {
  applicationUuid?: string;
  recent: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('registration');
  const contact = useContactLinks();
  const key = recent ? 'recentHeloc' : 'activeApplication';
  return (
    <RegistrationDialog title={t(`${key}.title`)} onClose={onClose}>
      <p>
        <SafeTrans i18nKey={`registration:${key}.message`} values={contact.values} links={contact.links} />
      </p>
      <div className="flex flex-wrap gap-3">
        {!recent && applicationUuid && (
          <Link to={`/${applicationUuid}`} className={`${BUTTON} bg-primary text-on-primary hover:bg-primary-hover`}>
            {t('activeApplication.continue')}
          </Link>
        )}
        <button type="button" onClick={onClose} className={`${BUTTON} border-2 border-primary text-primary`}>
          {t(`${key}.close`)}
        </button>
      </div>
    </RegistrationDialog>
  );
}

interface Choice {
  label: string;
  onClick: () => void;
}

/** A question's two answers: the one it leads with, then the other. */
function Choices({ primary, secondary }: { primary: Choice; secondary: Choice }) {
  return (
    <div className="flex flex-wrap gap-3">
      <button type="button" onClick={primary.onClick} className={`${BUTTON} bg-primary text-on-primary hover:bg-primary-hover`}>
        {primary.label}
      </button>
      <button type="button" onClick={secondary.onClick} className={`${BUTTON} border-2 border-primary text-primary`}>
        {secondary.label}
      </button>
    </div>
  );
}

/** 'Start over' asks first: it clears every answer kept in this browser. */
export function StartOverDialog({ onConfirm, onClose }: { onConfirm: () => void; onClose: () => void }) {
  const { t } = useTranslation('registration');
  return (
    <Modal id="registration-start-over" open onClose={onClose} title={t('startOver.title')}>
      <div className="space-y-6">
        <p>{t('startOver.message')}</p>
        <Choices
          primary={{ label: t('startOver.confirm'), onClick: onConfirm }}
          secondary={{ label: t('startOver.cancel'), onClick: onClose }}
        />
      </div>
    </Modal>
  );
}

/** The processing loader's timeout: the process may still finish, so waiting on is offered first. */
export function ProcessingTimeoutDialog({ onWait, onBack }: { onWait: () => void; onBack: () => void }) {
  const { t } = useTranslation('registration');
  return (
    <RegistrationDialog title={t('processingTimeout.title')} onClose={onWait}>
      <p>{t('processingTimeout.message')}</p>
      <Choices
        primary={{ label: t('processingTimeout.wait'), onClick: onWait }}
        secondary={{ label: t('processingTimeout.back'), onClick: onBack }}
      />
    </RegistrationDialog>
  );
}
