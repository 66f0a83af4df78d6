// What the E-SIGN Act asks us to say before consent (15 U.S.C. 7001(c)(1)): the records covered, the
// right to paper and its fee, withdrawing and its consequences, keeping contact details up to date,
// and what hardware and software are needed. Words in copy/en/esign.json, figures from lender data:
// the requests go to the lender's own address, phone and email, the footer's.
import { useTranslation } from 'react-i18next';
import { disclosureValues } from '@/engine/lender/disclosure-values';
import { formatMoney } from '@/engine/format/format';
import { useLender } from '../lender/lender-context';

const SECTIONS = ['scope', 'paper', 'withdraw', 'contact', 'system'] as const;

export function EsignStatement({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('esign');
  const lender = useLender();
  const { electronicRecords } = lender;
  const { companyName, companyAddress, email, phone } = disclosureValues(lender);
  const values = { companyName, fee: formatMoney(electronicRecords.paperCopyFee, 2), email, phone, address: companyAddress };
  const Heading = `h${headingLevel}` as const;
  const textKey = (section: (typeof SECTIONS)[number]) =>
    section === 'paper' ? (electronicRecords.paperCopyFee > 0 ? 'paperFee' : 'paperFree') : section;
  return (
    <section className="space-y-4 rounded-card border border-line bg-surface p-4 sm:p-6" data-testid="esign-statement">
      {SECTIONS.map((section) => (
        <div key={section} className="space-y-1">
          <Heading className="text-lg font-semibold text-ink">{t(`disclosure.${section}Title`)}</Heading>
          <p>{t(`disclosure.${textKey(section)}`, values)}</p>
        </div>
      ))}
    </section>
  );
}
