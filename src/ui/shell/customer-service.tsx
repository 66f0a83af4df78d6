// How to reach the lender's customer service (chat, email, phone) and its hours, in the footer's
// words: shown in the footer and on the sandbox's stand-in for the host's Support page.
import { useTranslation } from 'react-i18next';
import { formatClockTime } from '@/engine/format/format';
import { groupWeekHours } from '@/engine/lender/week-hours';
import { useLenderPackage } from '../lender/lender-context';
import { useContactLinks } from './contact-links';
import { OpenChatButton } from './open-chat-button';
import { SafeTrans } from './safe-trans';

function useHoursText(): string {
  const { t } = useTranslation('footer');
  const week = useLenderPackage().lender.operatingHours.phone;
  return groupWeekHours(week)
    .map((group) => {
      const from = t(`hours.days.${group.firstDay}`);
      const days = group.firstDay === group.lastDay ? from : t('hours.dayRange', { from, to: t(`hours.days.${group.lastDay}`) });
      return group.isOpen
        ? t('hours.open', { days, start: formatClockTime(group.startTime!), end: formatClockTime(group.endTime!) })
        : t('hours.closed', { days });
    })
    .join(t('hours.separator'));
}

export function CustomerService() {
  const { t } = useTranslation('footer');
  const { webChat } = useLenderPackage().lender.features;
  const contact = useContactLinks();
  const hours = useHoursText();
  return (
    <>
      <p>
        <SafeTrans
          i18nKey={webChat ? 'footer:customerService.withChat' : 'footer:customerService.withoutChat'}
          values={contact.values}
          links={{ ...contact.links, chatLink: <OpenChatButton className="font-semibold underline" /> }}
        />
      </p>
      <p>{t('customerService.hours', { hours })}</p>
    </>
  );
}
