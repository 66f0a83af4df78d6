// How to reach the lender's customer service (chat, email, phone) and its hours, in the footer's
// words: shown in the footer and on the sandbox's stand-in for the host's Support page.
import { Suspense } from 'react';
import { lazyOnceLoaded } from '../lazy-route';
import { useLenderPackage } from '../lender/lender-context';
import { useContactLinks } from './contact-links';
import { OpenChatButton } from './open-chat-button';
import { SafeTrans } from './safe-trans';

// At the foot of every page, so its code (and the time zone conversion) is a chunk of its own, asked
// for with the shell's. A page drawn by the server has it before hydrating: still loading, its part
// of the page would be thrown away and drawn again if an update reached it first.
const { Component: FooterHours, load: loadFooterHours } = lazyOnceLoaded(() => import('./footer-hours'));
void loadFooterHours().catch(() => undefined);

export function CustomerService() {
  const { webChat } = useLenderPackage().lender.features;
  const contact = useContactLinks();
  return (
    <>
      <p>
        <SafeTrans
          i18nKey={webChat ? 'footer:customerService.withChat' : 'footer:customerService.withoutChat'}
          values={contact.values}
          links={{ ...contact.links, chatLink: <OpenChatButton className="font-semibold underline" /> }}
        />
      </p>
      <Suspense fallback={null}>
        <FooterHours />
      </Suspense>
    </>
  );
}
