// /{uuid}/conditions/upload-document and /{uuid}/conditions/{location}: one of the borrower's
// requests; answering it fetches the status again, since a request met may move the application on.
import { accountLast4 } from '@/engine/conditions/condition-page';
import { useApplicationOutlet } from '../application/application-layout';
import { ConditionRequest } from './condition-request';

export default function BorrowerConditionPage() {
  const { application, restartPolling } = useApplicationOutlet();
  return (
    <ConditionRequest
      uuid={application.uuid}
      areaRoot={`/${application.uuid}`}
      last4={accountLast4(application)}
      onAnswered={restartPolling}
    />
  );
}
