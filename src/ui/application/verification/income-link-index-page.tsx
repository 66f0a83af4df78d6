// income/link without a provider: the spec sends it to income/review.
import { RedirectToReview } from './back-to-review';

export default RedirectToReview;
