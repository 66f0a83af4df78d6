// How the product pages and the offer panel write rates and discounts.
import type { TFunction } from 'i18next';
import { formatPercent } from '@/engine/format/format';

/** Rates and fees are fractions; the spec shows APR to 2 decimals. */
export const percent = (fraction: number) => formatPercent(fraction * 100, 2);

/** A discount's name from copy keyed by its type, with a default for types copy does not name. */
export const discountName = (t: TFunction, type: string) => t([`offers.discounts.${type}`, 'offers.discounts.default']);
