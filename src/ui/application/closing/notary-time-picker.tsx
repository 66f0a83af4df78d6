// Choosing an in-person notary time: a business day, then an hour on the home's clock (the page
// says which), then booking it.
// The booked application replaces the cached one, so a page that stays (reserve-manual) shows it.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR, { useSWRConfig } from 'swr';
import { bookNotary, fetchNotarySlots } from '@/api/closing';
import { timeZoneName } from '@/engine/calendar/time-zones';
import { formatNotaryDay, formatSlotTime, slotsByDay, slotStart } from '@/engine/closing/notary-schedule';
import { useApi } from '../../api/api-context';
import { useApplicationOutlet } from '../application-layout';
import { ErrorAlert, RadioCards, SubmitButton, useStepAction } from '../page-parts';
import { TimeZoneNote } from './notary-time-zone-note';
import { applicationKey } from '../../api/query-keys';
import { useIntlLocale } from '../../i18n/use-intl-locale';

export function NotaryTimePicker({ submitLabel, onBooked }: { submitLabel: string; onBooked?: () => void }) {
  const { t } = useTranslation('closing');
  const locale = useIntlLocale();
  const request = useApi();
  const { mutate } = useSWRConfig();
  const { application } = useApplicationOutlet();
  const slots = useSWR(['notary-slots', application.uuid], () => fetchNotarySlots(request, application.uuid), {
    revalidateOnFocus: false,
  });
  const offered = slots.data?.slots ?? [];
  const days = slotsByDay(offered);
  const [day, setDay] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const { run, busy, error } = useStepAction();
  const chosenDay = day ?? days[0]?.date ?? null;
  const daySlots = offered.filter((slot) => slot.date === chosenDay);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!chosenDay || !time) return;
    const booked = await run(async () => {
      const updated = await bookNotary(request, application.uuid, { date: chosenDay, time });
      await mutate(applicationKey(application.uuid), updated, { revalidate: false });
    });
    if (booked) onBooked?.();
  };

  if (!slots.data) {
    return slots.error ? (
      <ErrorAlert message={t('documents.failed')} />
    ) : (
      <p role="status" className="text-muted">
        {t('loading')}
      </p>
    );
  }
  // Every time is on the home's clock, one zone for all.
  const first = offered[0];
  const zone = first ? timeZoneName(first.timeZone, slotStart(first), locale) : '';
  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <ErrorAlert message={error} />
      {first && <TimeZoneNote application={application} timeZone={first.timeZone} at={slotStart(first)} />}
      <RadioCards
        legend={t('notary.day')}
        name="notary-day"
        value={chosenDay}
        onChange={(value) => {
          setDay(value);
          setTime(null);
        }}
        options={days.map((d) => ({ value: d.date, label: formatNotaryDay(d.date, locale) }))}
      />
      <RadioCards
        legend={t('notary.time', { zone })}
        name="notary-time"
        value={time}
        onChange={setTime}
        error={checked && !time ? t('notary.pickTime') : undefined}
        options={daySlots.map((slot) => ({ value: slot.time, label: formatSlotTime(slot, locale) }))}
      />
      <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
    </form>
  );
}
