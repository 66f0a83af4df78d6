// The spec's paystub text: more than one asks for that many most recent paystubs, else for one.
import { useTranslation } from 'react-i18next';

export function PaystubCountText({ count }: { count: number }) {
  const { t } = useTranslation('verification');
  return <>{count > 1 ? t('paystubs.many', { count }) : t('paystubs.one')}</>;
}
