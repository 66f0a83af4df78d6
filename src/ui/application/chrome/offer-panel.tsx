// The spec's offer side panel: APR, initial draw, monthly payment and fixed term of the offer the
// borrower chose. A side column on large screens; a collapsible summary on phones.
import { useTranslation } from 'react-i18next';
import type { Application } from '@/api/application';
import { monthlyPayment, totalWithFee } from '@/engine/calculations/offer-math';
import { formatMoney, formatPercent } from '@/engine/format/format';
import { Tooltip } from '../../kit/tooltip';

export interface ChosenOffer {
  amount: number;
  term: number;
  rate: number;
  originationFee: number;
}

const positive = (value: unknown) => (typeof value === 'number' && value > 0 ? value : null);

/** The offer on the application, once one is chosen (amount and term set). */
export function chosenOffer(application: Application): ChosenOffer | null {
  const amount = positive(application.amount);
  const term = positive(application.term);
  const rate = typeof application.rate === 'number' ? application.rate : null;
  if (amount === null || term === null || rate === null) return null;
  return { amount, term, rate, originationFee: positive(application.originationFee) ?? 0 };
}

function OfferFigures({ offer }: { offer: ChosenOffer }) {
  const { t } = useTranslation('application');
  const payment = monthlyPayment(totalWithFee(offer.amount, offer.originationFee), offer.rate, offer.term);
  const rows: Array<[string, string, string, string?]> = [
    [t('panel.apr'), formatPercent(offer.rate * 100, 2), 'panel-apr', t('panel.aprHint')],
    [t('panel.initialDraw'), formatMoney(offer.amount), 'panel-amount'],
    [t('panel.monthlyPayment'), formatMoney(payment, 2), 'panel-payment'],
    [t('panel.term'), t('panel.termValue', { years: offer.term }), 'panel-term'],
  ];
  return (
    <dl className="divide-y divide-line">
      {rows.map(([label, value, testId, hint]) => (
        <div key={testId} className="flex justify-between gap-4 py-2">
          <dt className="flex items-center gap-1 text-muted">
            {label}
            {hint && <Tooltip topic={label} text={hint} />}
          </dt>
          <dd className="text-right font-semibold" data-testid={testId}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function OfferPanel({ offer }: { offer: ChosenOffer }) {
  const { t } = useTranslation('application');
  return (
    <>
      <section aria-labelledby="offer-panel-title" className="hidden rounded-card border border-line bg-surface p-5 lg:block">
        <h2 id="offer-panel-title" className="text-lg font-bold">
          {t('panel.title')}
        </h2>
        <OfferFigures offer={offer} />
      </section>
      <details className="group rounded-card border border-line bg-surface lg:hidden" data-testid="offer-panel-phone">
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-4 font-semibold">
          <span>{t('panel.summary', { amount: formatMoney(offer.amount), apr: formatPercent(offer.rate * 100, 2) })}</span>
          <span aria-hidden="true" className="text-muted group-open:rotate-180">
            ▾
          </span>
        </summary>
        <div className="px-4 pb-3">
          <OfferFigures offer={offer} />
        </div>
      </details>
    </>
  );
}
