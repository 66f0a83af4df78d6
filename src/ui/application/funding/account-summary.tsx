// One account, shown by name and last four digits only.
import { useTranslation } from 'react-i18next';
import type { AccountDisplay } from './bank-accounts';

export function AccountSummary({ account }: { account: AccountDisplay }) {
  const { t } = useTranslation('funding');
  return (
    <span className="block">
      <span className="block font-semibold">{t('account.endingIn', { name: account.name, mask: account.mask })}</span>
      <span className="block text-sm text-muted">{account.institution}</span>
      <span className="block text-sm text-muted">{t('account.routing', { routingNumber: account.routingNumber })}</span>
    </span>
  );
}
