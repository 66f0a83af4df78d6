// Routing number, account number (twice) and account type, typed in by hand. The parent validates
// (src/engine/validation/bank-account.ts) and passes the errors once the borrower has submitted.
import { useTranslation } from 'react-i18next';
import type { AccountChoice } from '@/api/funding';
import { digitsOnly, type AccountType, type ManualAccountErrors, type ManualAccountInput } from '@/engine/validation/bank-account';
import { RadioCards, TextField } from '../page-parts';

export const EMPTY_MANUAL_ACCOUNT: ManualAccountInput = {
  routingNumber: '',
  accountNumber: '',
  confirmAccountNumber: '',
  accountType: null,
};

/** The call's body for a complete, valid input. */
export const manualChoice = (input: ManualAccountInput): AccountChoice => ({
  routingNumber: digitsOnly(input.routingNumber),
  accountNumber: digitsOnly(input.accountNumber),
  accountType: input.accountType ?? 'CHECKING',
});

export function ManualAccountFields(props: {
  value: ManualAccountInput;
  onChange: (value: ManualAccountInput) => void;
  errors: ManualAccountErrors;
}) {
  const { t } = useTranslation('funding');
  const { value, onChange, errors } = props;
  const error = (field: keyof ManualAccountInput) => (errors[field] ? t(`manual.errors.${errors[field]}`) : undefined);
  const digits = { inputMode: 'numeric', autoComplete: 'off', spellCheck: false } as const;
  return (
    <div className="space-y-4">
      <TextField
        label={t('manual.routingNumber')}
        hint={t('manual.routingHint')}
        name="routingNumber"
        maxLength={11}
        value={value.routingNumber}
        error={error('routingNumber')}
        onChange={(e) => onChange({ ...value, routingNumber: e.target.value })}
        {...digits}
      />
      <TextField
        label={t('manual.accountNumber')}
        hint={t('manual.accountHint')}
        name="accountNumber"
        maxLength={21}
        value={value.accountNumber}
        error={error('accountNumber')}
        onChange={(e) => onChange({ ...value, accountNumber: e.target.value })}
        {...digits}
      />
      <TextField
        label={t('manual.confirmAccountNumber')}
        name="confirmAccountNumber"
        maxLength={21}
        value={value.confirmAccountNumber}
        error={error('confirmAccountNumber')}
        onChange={(e) => onChange({ ...value, confirmAccountNumber: e.target.value })}
        {...digits}
      />
      <RadioCards<AccountType>
        legend={t('manual.accountType')}
        name="accountType"
        value={value.accountType}
        onChange={(accountType) => onChange({ ...value, accountType })}
        error={error('accountType')}
        options={[
          { value: 'CHECKING', label: t('account.checking') },
          { value: 'SAVINGS', label: t('account.savings') },
        ]}
      />
    </div>
  );
}
