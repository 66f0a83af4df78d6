// Where the income pages send a borrower who wants another way to verify, or asked for a page that
// does not exist (the spec: income/link redirects to income/review).
import { Navigate, Link } from 'react-router';
import { useApplicationOutlet } from '../application-layout';
import { SECONDARY_BUTTON_CLASS } from '../page-parts';

export const useReviewPath = () => `/${useApplicationOutlet().application.uuid}/income/review`;

export function RedirectToReview() {
  return <Navigate to={useReviewPath()} replace />;
}

export function BackToReviewLink({ children }: { children: string }) {
  return (
    <Link to={useReviewPath()} className={SECONDARY_BUTTON_CLASS}>
      {children}
    </Link>
  );
}
