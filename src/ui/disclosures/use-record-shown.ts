// Records, once per page view, that the page shows disclosures to the borrower of an application.
import { useEffect, useRef, useState } from 'react';
import { recordDisclosureShown, type DisclosureRecord } from '@/api/disclosures';
import { shownDisclosure } from '@/engine/disclosures/registry';
import { useApi } from '../api/api-context';

/**
 * Sends each type's approved version to the application's disclosure record and answers the record
 * the server kept (undefined until then). A failure leaves the borrower undisturbed: the next view
 * records it again.
 */
export function useRecordShown(applicationUuid: string, types: readonly string[]): DisclosureRecord | undefined {
  const request = useApi();
  const [record, setRecord] = useState<DisclosureRecord>();
  const sent = useRef<string | null>(null);
  const key = `${applicationUuid}:${types.join(',')}`;
  useEffect(() => {
    if (sent.current === key) return;
    sent.current = key;
    void (async () => {
      let latest: DisclosureRecord | undefined;
      for (const type of types) latest = await recordDisclosureShown(request, applicationUuid, shownDisclosure(type));
      if (latest) setRecord(latest);
    })().catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the uuid and the types
  }, [key, request]);
  return record;
}
