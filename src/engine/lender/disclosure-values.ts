import { formatMoney, formatPercent, formatUsPhone } from '../format/format';
import type { LenderConfig } from './lender-package';

/** Values that disclosure and footer copy may interpolate, formatted from the lender's own data. */
export function disclosureValues(lender: LenderConfig): Record<string, string> {
  const { company, product } = lender;
  const { fees } = product;
  const address = company.companyAddress;
  return {
    companyName: company.companyName,
    companyNameShort: company.companyNameShort,
    companyProduct: company.companyProduct,
    companyAddress: [address.street1, address.street2, address.city, `${address.state} ${address.zip}`].filter(Boolean).join(', '),
    nmlsNumber: company.nmlsNumber,
    phone: formatUsPhone(company.supportPhoneNumber.number),
    email: company.supportEmail,
    loanAmountMin: formatMoney(product.loanAmount.min),
    loanAmountMax: formatMoney(product.loanAmount.max),
    aprMin: formatPercent(product.aprPercent.min, 2),
    aprMax: formatPercent(product.aprPercent.max, 2),
    maxOriginationFee: formatPercent(product.maxOriginationFeePercent, 2),
    valuationNoAvm: formatMoney(fees.valuationNoAvm),
    manualNotary: formatMoney(fees.manualNotary),
    recordingFeesMin: formatMoney(fees.recordingFees.min),
    recordingFeesMax: formatMoney(fees.recordingFees.max),
    recordingTaxMin: formatMoney(fees.recordingTaxPer100k.min),
    recordingTaxMax: formatMoney(fees.recordingTaxPer100k.max),
  };
}

/** Number of US states (and DC) at which a lender is considered licensed everywhere. */
export const ALL_STATES_COUNT = 50;

/** The main brand says 'with more states to come' while it is licensed in fewer than 50 states. */
export function hasMoreStatesToCome(lender: LenderConfig): boolean {
  return lender.features.brand === 'main' && lender.states.licensed.filter((s) => s !== 'DC').length < ALL_STATES_COUNT;
}
