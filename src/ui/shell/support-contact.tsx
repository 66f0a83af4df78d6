// The header's way to reach the lender: 'Chat with us' when web chat is on, else the support phone
// (spec 001 §2). On a phone it is an icon with a short word ('Chat', 'Call'), never an icon alone;
// its accessible name stays the full one, which begins with that word (WCAG 2.5.3).
import { useTranslation } from 'react-i18next';
import { formatUsPhone } from '@/engine/format/format';
import { useLender } from '../lender/lender-context';
import { OpenChatButton } from './open-chat-button';

const ICON_CLASS = 'h-5 w-5 shrink-0 sm:hidden';

function PhoneIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={ICON_CLASS} fill="currentColor">
      <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
    </svg>
  );
}

function ChatIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={ICON_CLASS} fill="currentColor">
      <path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2z" />
    </svg>
  );
}

/** The support phone as a tel: link, with its accessible name ('Call (…) …-…'). */
export function useSupportPhone() {
  const { t } = useTranslation('common');
  const phone = useLender().company.supportPhoneNumber.number;
  return { href: `tel:+1${phone}`, label: t('header.callSupport', { phone: formatUsPhone(phone) }), number: formatUsPhone(phone) };
}

/** `icon`: whether a phone shows the icon beside the word (a header that also carries a language switch has no room for it). */
export function SupportContact({ className, icon = true }: { className: string; icon?: boolean }) {
  const { t } = useTranslation('common');
  const { webChat } = useLender().features;
  const phone = useSupportPhone();
  const classes = `${className} gap-2 underline`;
  return webChat ? (
    <OpenChatButton className={classes} label={t('header.chatWithUs')}>
      {icon && <ChatIcon />}
      <span className="sm:hidden">{t('header.chat')}</span>
      <span className="max-sm:hidden">{t('header.chatWithUs')}</span>
    </OpenChatButton>
  ) : (
    <a className={classes} href={phone.href} aria-label={phone.label}>
      {icon && <PhoneIcon />}
      <span className="sm:hidden">{t('header.call')}</span>
      <span className="max-sm:hidden">{phone.number}</span>
    </a>
  );
}
