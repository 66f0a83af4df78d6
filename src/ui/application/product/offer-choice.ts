// The offer the borrower picked on product/select, kept for the confirm step in session storage so
// a reload of the confirm page keeps it. Nothing is sent to the server until they confirm.
import type { OfferChoice } from '@/engine/application/offer-review';

const key = (uuid: string) => `heloc.offerChoice.${uuid}`;

export function saveOfferChoice(uuid: string, choice: OfferChoice): void {
  sessionStorage.setItem(key(uuid), JSON.stringify(choice));
}

export function loadOfferChoice(uuid: string): OfferChoice | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(key(uuid)) ?? 'null') as Partial<OfferChoice> | null;
    if (!stored || typeof stored.term !== 'number' || typeof stored.amount !== 'number' || typeof stored.originationFee !== 'number') {
      return null;
    }
    return {
      term: stored.term,
      amount: stored.amount,
      originationFee: stored.originationFee,
      payType: stored.payType === 'MANUAL' ? 'MANUAL' : 'AUTOPAY',
      discountType: typeof stored.discountType === 'string' ? stored.discountType : null,
    };
  } catch {
    return null;
  }
}
