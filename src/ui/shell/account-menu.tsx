// The signed-in header on screens narrower than the spec's 1024 px breakpoint: one row with the
// logo, the bell and a 'Menu' button. The menu names every action in words (chat or call, electronic
// records, text messages, feedback, the host site's pages, log out), as GOV.UK's header does on a
// phone, instead of a second row of icons. Headless UI Popover: Enter or Space opens it, Tab walks its items, Escape and clicking
// outside close it and give focus back to the button.
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ESIGN_PAGE } from '@/api/esign';
import { TEXT_MESSAGES_PAGE } from '../sms-consents/sms-consents-shell';
import { useLender } from '../lender/lender-context';
import type { HostLink } from './host-navigation';
import { HostNavigation } from './host-navigation';
import { openChat } from './open-chat-button';
import { useSupportPhone } from './support-contact';

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

export function AccountMenu({
  firstName,
  links,
  feedback,
  onLogout,
  buttonClass,
}: {
  firstName: string | undefined;
  links: HostLink[];
  /** Opens the feedback dialog, when this person may give feedback. */
  feedback: { label: string; open: () => void } | undefined;
  onLogout: () => void;
  buttonClass: string;
}) {
  const { t } = useTranslation('common');
  const { t: tAuth } = useTranslation('auth');
  const { t: tEsign } = useTranslation('esign');
  const { t: tConsent } = useTranslation('consent');
  const { webChat } = useLender().features;
  const phone = useSupportPhone();
  const button = useRef<HTMLButtonElement>(null);
  const itemClass = 'flex min-h-11 w-full items-center rounded-button px-2 text-left font-semibold underline';

  return (
    <Popover className="lg:hidden">
      {({ open }) => (
        <>
          <PopoverButton ref={button} className={`${buttonClass} gap-2 border-2 border-current px-3`}>
            <MenuIcon open={open} />
            {t('hostNavigation.menu')}
          </PopoverButton>
          {/* Under the whole header (the header is the positioned box), as wide as the screen. */}
          <PopoverPanel className="absolute inset-x-0 top-full z-40 border-b border-line bg-header text-header-ink shadow-md">
            {({ close }) => (
              <div className="mx-auto max-w-6xl space-y-1 px-4 py-3 sm:px-6">
                {firstName && (
                  <p className="px-2 pb-1 text-sm" data-testid="signed-in-as">
                    {tAuth('header.signedInAs', { name: firstName })}
                  </p>
                )}
                <ul className="space-y-1">
                  <li>
                    {webChat ? (
                      <button
                        type="button"
                        className={itemClass}
                        onClick={() => {
                          close();
                          openChat(button.current);
                        }}
                      >
                        {t('header.chatWithUs')}
                      </button>
                    ) : (
                      <a className={itemClass} href={phone.href}>
                        {phone.label}
                      </a>
                    )}
                  </li>
                  <li>
                    <Link className={itemClass} to={ESIGN_PAGE} onClick={() => close()}>
                      {tEsign('menuItem')}
                    </Link>
                  </li>
                  <li>
                    <Link className={itemClass} to={TEXT_MESSAGES_PAGE} onClick={() => close()}>
                      {tConsent('menuItem')}
                    </Link>
                  </li>
                  {feedback && (
                    <li>
                      <button
                        type="button"
                        className={itemClass}
                        aria-haspopup="dialog"
                        onClick={() => {
                          close();
                          feedback.open();
                        }}
                      >
                        {feedback.label}
                      </button>
                    </li>
                  )}
                </ul>
                <HostNavigation links={links} listClass="space-y-1" linkClass={itemClass} />
                <button
                  type="button"
                  className={itemClass}
                  onClick={() => {
                    close();
                    onLogout();
                  }}
                >
                  {tAuth('header.logout')}
                </button>
              </div>
            )}
          </PopoverPanel>
        </>
      )}
    </Popover>
  );
}
