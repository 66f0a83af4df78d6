// The lender's phone and email, for signers who need a person.
import { useTranslation } from 'react-i18next';
import { SafeTrans } from '../shell/safe-trans';
import { useContactLinks } from '../shell/contact-links';

export function ContactHelp() {
  useTranslation('signer');
  const contact = useContactLinks();
  return (
    <p>
      <SafeTrans i18nKey="signer:contact" values={contact.values} links={contact.links} />
    </p>
  );
}
