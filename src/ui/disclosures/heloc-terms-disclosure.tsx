// The early HELOC disclosure (Reg Z 1026.40(d)) and the CFPB booklet's link (1026.40(e)): the words
// are copy (heloc-terms namespace), the figures the engine composes from the lender's product data.
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import rateIndexesFile from '../../../flows/rate-indexes.json';
import timeZonesFile from '../../../flows/state-time-zones.json';
import { homeTimeZone } from '@/engine/calendar/time-zones';
import { bookletUrl, helocTerms, helocTermsChoices, type HistoryRowText } from '@/engine/disclosures/heloc-terms';
import { rateIndexOf } from '@/engine/disclosures/rate-history';
import type { RateIndexes } from '@/engine/types/rate-indexes';
import type { StateTimeZones } from '@/engine/types/state-time-zones';
import { useLender } from '../lender/lender-context';
import { SafeTrans } from '../shell/safe-trans';
import { useIntlLocale } from '../i18n/use-intl-locale';

const NS = 'heloc-terms';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

function List({ keys, text }: { keys: string[]; text: (key: string) => ReactNode }) {
  return (
    <ul className="list-disc space-y-1 pl-5">
      {keys.map((key) => (
        <li key={key}>{text(key)}</li>
      ))}
    </ul>
  );
}

const HISTORY_COLUMNS = ['year', 'index', 'margin', 'apr', 'payment'] as const;

/**
 * The historical example (Reg Z 1026.40(d)(12)(xi)) as a table. On a narrow screen it scrolls
 * sideways inside its own region, which the keyboard can reach and the caption names; the caption
 * (wrapped to the region's width) and the year column stay in view while it scrolls.
 */
function HistoryTable({ rows, text }: { rows: HistoryRowText[]; text: (key: string, values?: Record<string, string>) => ReactNode }) {
  const captionId = useId();
  const cell = 'border-t border-line px-1 py-1.5 text-right sm:px-2';
  const yearCell = 'sticky left-0 bg-surface px-1 text-left sm:px-2';
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls sideways must be reachable by keyboard
    <div role="region" aria-labelledby={captionId} tabIndex={0} className="@container overflow-x-auto rounded-control border border-line">
      <table className="w-full border-separate border-spacing-0 text-sm tabular-nums">
        <caption id={captionId} className="sticky left-0 max-w-[100cqw] px-2 py-2 text-left font-semibold">
          {text('history.caption')}
        </caption>
        <thead>
          <tr>
            {HISTORY_COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                className={`pb-1.5 align-bottom font-semibold ${column === 'year' ? yearCell : 'px-1 text-right sm:px-2'}`}
              >
                {text(`history.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.year}>
              <th scope="row" className={`${yearCell} border-t border-line py-1.5 font-normal`}>
                {row.year}
              </th>
              <td className={cell}>{row.index}</td>
              <td className={cell}>{row.margin}</td>
              <td className={cell}>{row.capped ? text('history.aprCapped', { apr: row.apr }) : row.apr}</td>
              <td className={cell}>{row.payment}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface HelocTermsDisclosureProps {
  /** When the borrower is given it (epoch ms): the dates it names count from then. */
  givenAt: number;
  /** The home's state: the dates are days of its time zone. */
  state: string | undefined;
}

/** 'Important terms of our home equity line of credit', with the lender's figures. */
export function HelocTermsDisclosure({ givenAt, state }: HelocTermsDisclosureProps) {
  const { t } = useTranslation(NS);
  const { product, company } = useLender();
  const titleId = useId();
  const { timeZone } = homeTimeZone(timeZonesFile as StateTimeZones, state);
  const rateIndex = rateIndexOf(rateIndexesFile as RateIndexes, product.lineTerms.variableRate.index);
  const terms = helocTerms({
    product,
    rateIndex,
    companyName: company.companyName,
    givenAt,
    timeZone,
    locale: useIntlLocale(),
  });
  const { values: figures, history } = terms;
  const chosen = helocTermsChoices(terms);
  // The index's words are copy (heloc-terms:indexes.<KEY>), translated with the disclosure; its figures are data.
  const index = `indexes.${product.lineTerms.variableRate.index}`;
  const values = {
    ...figures,
    indexName: t(`${index}.name`),
    indexShortName: t(`${index}.shortName`),
    indexValueDate: t(`${index}.valueDate`),
  };
  const text = (key: string, more?: Record<string, string>) => (
    <SafeTrans i18nKey={`${NS}:terms.${key}`} values={more ? { ...values, ...more } : values} />
  );
  const sectionTitle = (key: string) => t(`terms.sections.${key}`);
  // The reasons are listed in copy, in its order: compliance may add or drop one there.
  const reasons = t('terms', { returnObjects: true }) as unknown as Record<'terminateReasons' | 'freezeReasons', Record<string, string>>;
  return (
    <section aria-labelledby={titleId} className="space-y-5 rounded-card border-2 border-line bg-surface p-4 sm:p-6">
      <div className="space-y-2">
        <h2 id={titleId} className="text-xl font-bold">
          {t('terms.title')}
        </h2>
        <p>{text('intro')}</p>
        <p className="font-semibold">{text('keepCopy')}</p>
      </div>
      <Section title={sectionTitle('rates')}>
        <p className="text-lg">{text('aprRange')}</p>
        <p>{text('aprVaries')}</p>
        <p>{text('history.intro')}</p>
        <p>{text(chosen.historyPayment)}</p>
        {chosen.noDiscounts && <p>{text(chosen.noDiscounts)}</p>}
        <HistoryTable rows={history} text={text} />
        <p>{text('history.future')}</p>
      </Section>
      <Section title={sectionTitle('availability')}>
        <p>{text('availability')}</p>
        <p>{text('feeWait')}</p>
      </Section>
      <Section title={sectionTitle('security')}>
        <p>{text('security')}</p>
      </Section>
      <Section title={sectionTitle('periods')}>
        <p>{text('drawPeriod')}</p>
        <p>{text(chosen.repayment)}</p>
      </Section>
      <Section title={sectionTitle('payments')}>
        <p>{text(chosen.payment)}</p>
        <p>{text(chosen.example)}</p>
      </Section>
      <Section title={sectionTitle('fees')}>
        <List keys={['feeOrigination', 'feeValuation', 'feeNotary', 'feeRecording', chosen.annualFee]} text={text} />
      </Section>
      <Section title={sectionTitle('actions')}>
        <p>{text('terminate')}</p>
        <List keys={Object.keys(reasons.terminateReasons)} text={(key) => text(`terminateReasons.${key}`)} />
        <p>{text('freeze')}</p>
        <List keys={Object.keys(reasons.freezeReasons)} text={(key) => text(`freezeReasons.${key}`)} />
      </Section>
      <Section title={sectionTitle('tax')}>
        <p>{text('tax')}</p>
      </Section>
    </section>
  );
}

/** The CFPB booklet 'What you should know about home equity lines of credit', in the reader's language when the lender has it. */
export function CfpbBooklet() {
  const { t, i18n } = useTranslation(NS);
  const { disclosures } = useLender();
  return (
    <div className="rounded-card border-2 border-line bg-surface p-4 sm:p-6">
      <Section title={t('terms.sections.booklet')}>
        <p>
          <SafeTrans
            i18nKey={`${NS}:terms.booklet`}
            links={{
              bookletLink: (
                // eslint-disable-next-line jsx-a11y/anchor-has-content -- SafeTrans fills the link text from copy
                <a
                  href={bookletUrl(disclosures.booklet, i18n.language)}
                  target="_blank"
                  rel="noreferrer"
                  className="font-semibold text-link underline"
                />
              ),
            }}
          />{' '}
          <span className="text-muted">{t('terms.bookletOpensInNewTab')}</span>
        </p>
      </Section>
    </div>
  );
}
