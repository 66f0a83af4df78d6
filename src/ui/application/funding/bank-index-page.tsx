// bank/: not a page of its own. The spec sends it up to the application, which shows the page the
// status names; going there directly saves the borrower a stop on the application home.
import { Navigate } from 'react-router';
import { useApplicationOutlet } from '../application-layout';
import { isBuiltPage } from '../application-pages';

export default function BankIndexPage() {
  const { application, destination } = useApplicationOutlet();
  const page = destination && isBuiltPage(destination) ? `/${destination}` : '';
  return <Navigate replace to={`/${application.uuid}${page}`} />;
}
