// How to reach the lender's customer service (chat, email, phone) and its hours, in the footer's
// words: shown in the footer and on the sandbox's stand-in for the host's Support page.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { HOURS_TIME_ZONE } from '@/engine/lender/week-hours';
import { useLenderPackage } from '../lender/lender-context';
import { useContactLinks } from './contact-links';
import { OpenChatButton } from './open-chat-button';
import { SafeTrans } from './safe-trans';
import { useHoursText } from './use-hours-text';

// Only lenders whose clocks differ from Pacific time load the conversion (the first step's script budget).
const HoursInLenderZone = lazy(() => import('./hours-in-lender-zone'));

function Hours() {
  const { t } = useTranslation('footer');
  const { operatingHours, timeZone } = useLenderPackage().lender;
  return (
    <>
      <p>{t('customerService.hours', { hours: useHoursText(operatingHours.phone) })}</p>
      {timeZone && timeZone !== HOURS_TIME_ZONE && (
        <Suspense fallback={null}>
          <HoursInLenderZone week={operatingHours.phone} timeZone={timeZone} />
        </Suspense>
      )}
    </>
  );
}

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
      <Hours />
    </>
  );
}
