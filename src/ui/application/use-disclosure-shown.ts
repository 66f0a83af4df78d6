// A page that shows a regulatory disclosure records it once per page view. A failure must not block
// the borrower: the record is asked again on the next view, and nothing is logged.
import { useEffect } from 'react';
import { recordDisclosureShown } from '@/api/disclosures';
import { shownDisclosure } from '@/engine/disclosures/registry';
import { useApi } from '../api/api-context';

export function useDisclosureShown(uuid: string, type: string, shown = true) {
  const request = useApi();
  useEffect(() => {
    if (!shown) return;
    recordDisclosureShown(request, uuid, shownDisclosure(type)).catch(() => undefined);
  }, [request, uuid, type, shown]);
}
