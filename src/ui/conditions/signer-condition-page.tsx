// /heloc-signer/conditions/upload-document and /heloc-signer/conditions/{location}: one of the
// requests on the application the additional signer signs for, when their conditions are on
// (flag fe-heloc-additional-signer-conditions); otherwise their conditions list.
import { Navigate } from 'react-router';
import { UNKNOWN_LAST4 } from '@/engine/conditions/condition-page';
import { useFlagState } from '../api/use-flags';
import { SIGNER_CONDITIONS_FLAG } from '../notifications/use-conditions-area';
import { useSignerOutlet } from '../signer/signer-layout';
import { ConditionRequest } from './condition-request';
import { SIGNER_AREA_ROOT } from '@/engine/signer/signer-area';

export default function SignerConditionPage() {
  const { application } = useSignerOutlet();
  const flags = useFlagState();
  if (!flags.loaded) return null;
  if (!flags.enabled[SIGNER_CONDITIONS_FLAG]) return <Navigate replace to={`${SIGNER_AREA_ROOT}/conditions`} />;
  // The signer's view carries no bank account: the primary borrower connected it.
  return <ConditionRequest uuid={application.uuid} areaRoot={SIGNER_AREA_ROOT} last4={UNKNOWN_LAST4} />;
}
