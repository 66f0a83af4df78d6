// A connection that has opened many accounts in the last hour is paused (the server's per-address
// ceiling). Drawn (and so asked) once the person is past the first step, so they learn it while
// answering, not from the last step's refusal; the first step neither calls nor loads it.
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { registrationAvailability } from '@/api/registration-availability';
import { useApi } from '../api/api-context';
import { Alert } from '../kit/alert';

export default function RegistrationPause() {
  const { t, i18n } = useTranslation('registration');
  const request = useApi();
  const { data } = useSWR(
    ['registration-availability'],
    async () => {
      const answer = await registrationAvailability(request);
      return answer.open ? null : Date.now() + (answer.retryAfterSeconds ?? 60) * 1000;
    },
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  if (!data) return null;
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(data);
  return (
    <div className="mb-6">
      <Alert variant="info">{t('paused', { time })}</Alert>
    </div>
  );
}
