// What happens once the borrower has picked the account their money goes to. With autopay it is
// saved at once and the autopay account comes next; otherwise the confirm page reviews it first.
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { setDisburseAccount, type AccountChoice } from '@/api/funding';
import { useApi } from '../../api/api-context';
import { useApplicationOutlet } from '../application-layout';
import { useStepAction } from '../page-parts';
import type { PendingBank } from './bank-accounts';
import { applicationKey } from '../../api/query-keys';

export function useDisburseChoice() {
  const request = useApi();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const { application } = useApplicationOutlet();
  const action = useStepAction();
  const choose = async (choice: AccountChoice) => {
    if (application.payType !== 'AUTOPAY') {
      navigate(`/${application.uuid}/bank/confirm`, { state: { disburse: choice } satisfies PendingBank });
      return;
    }
    // The status moves to VERIFIED_AUTOPAY the first time; a change made later keeps it, so go there ourselves.
    // The autopay page offers the account just chosen: the server's answer is the application it reads.
    const saved = await action.run(async () => {
      const updated = await setDisburseAccount(request, application.uuid, choice);
      await mutate(applicationKey(application.uuid), updated, { revalidate: false });
    });
    if (saved) navigate(`/${application.uuid}/bank/autopay`);
  };
  return { choose, busy: action.busy, error: action.error };
}
