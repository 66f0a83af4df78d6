// The lender's support phone and email, for pages where a borrower may need a person.
import { useContactLinks } from '../../shell/contact-links';
import { SafeTrans } from '../../shell/safe-trans';

export function ContactLine({ i18nKey = 'closing:contact' }: { i18nKey?: string }) {
  const contact = useContactLinks();
  return (
    <p>
      <SafeTrans i18nKey={i18nKey} values={contact.values} links={contact.links} />
    </p>
  );
}
