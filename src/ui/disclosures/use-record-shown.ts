// Records, once per page view, that the page shows disclosures to the borrower of an application
// (or, with the signer area's `send`, to the co-owner signed in).
import { useEffect, useRef, useState } from 'react';
import { recordDisclosureShown, type DisclosureRecord } from '@/api/disclosures';
import { shownDisclosure } from '@/engine/disclosures/registry';
import type { ApiRequest } from '@/api/request';
import { useApi } from '../api/api-context';

type Send = (request: ApiRequest, uuid: string, shown: { type: string; version: string }) => Promise<DisclosureRecord | void>;

/**
 * Sends each type's approved version to the application's disclosure record and answers the record
 * the server kept (undefined until then, and with a `send` that answers none). A failure leaves the
 * person undisturbed: the next view records it again.
 */
export function useRecordShown(
  applicationUuid: string,
  types: readonly string[],
  send: Send = recordDisclosureShown,
): DisclosureRecord | undefined {
  const request = useApi();
  const [record, setRecord] = useState<DisclosureRecord>();
  const sent = useRef<string | null>(null);
  const key = `${applicationUuid}:${types.join(',')}`;
  useEffect(() => {
    if (sent.current === key) return;
    sent.current = key;
    void (async () => {
      let latest: DisclosureRecord | void = undefined;
      for (const type of types) latest = await send(request, applicationUuid, shownDisclosure(type));
      if (latest) setRecord(latest);
    })().catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the uuid and the types
  }, [key, request]);
  return record;
}
