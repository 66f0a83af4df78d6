// The adverse action notice of a declined application, as a PDF (its own module: only the decline
// pages need it).
import type { ApiRequest } from './request';

export const fetchAdverseActionNoticePdf = (request: ApiRequest, uuid: string) =>
  request<Blob>(`/service-application/api/v1/application/heloc/${encodeURIComponent(uuid)}/adverse-action-notice`, {
    parse: 'blob',
    headers: { Accept: 'application/pdf' },
  });
