import { formatUsPhone } from '@/engine/format/format';
import { useLender } from '../lender/lender-context';

/** The lender's support phone and email as link components for SafeTrans (phoneLink, emailLink). */
export function useContactLinks() {
  const { supportPhoneNumber, supportEmail } = useLender().company;
  const digits = supportPhoneNumber.number;
  return {
    values: { phone: formatUsPhone(digits), email: supportEmail },
    links: {
      // eslint-disable-next-line jsx-a11y/anchor-has-content -- SafeTrans fills the link text from copy
      phoneLink: <a className="font-semibold underline" href={`tel:+1${digits}`} />,
      // eslint-disable-next-line jsx-a11y/anchor-has-content -- SafeTrans fills the link text from copy
      emailLink: <a className="font-semibold underline" href={`mailto:${supportEmail}`} />,
    },
  };
}
