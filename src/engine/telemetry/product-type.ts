// Spec 001 §9: the product type events carry.
import type { ProductType } from './event-payload';

export interface ProductTypeInput {
  authenticated: boolean;
  /** The application's isCrypto, when an application is open. */
  isCrypto?: unknown;
  /** utm_source the journey started with. */
  utmSource?: string | null | undefined;
}

/** CRYPTO_HELOC for a signed-in borrower's crypto application, or an anonymous visit from utm_source 'cloc'. */
export function productType({ authenticated, isCrypto, utmSource }: ProductTypeInput): ProductType {
  const crypto = authenticated ? isCrypto === true : utmSource?.toLowerCase() === 'cloc';
  return crypto ? 'CRYPTO_HELOC' : 'HELOC';
}
