// A loan document's PDF, fetched with the borrower's token (a plain link would carry none), with
// an object URL to download it. Both stay cached for the visit, like the rest of SWR's data.
import useSWR from 'swr';
import { fetchDocumentPdf, type ClosingDocument } from '@/api/closing';
import { useApi } from '../../api/api-context';

export function useDocumentFile(document: ClosingDocument) {
  const request = useApi();
  const { data, error } = useSWR(
    ['closing-document', document.url],
    async () => {
      const blob = await fetchDocumentPdf(request, document);
      return { blob, url: URL.createObjectURL(blob) };
    },
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return { blob: data?.blob, url: data?.url ?? null, failed: Boolean(error) };
}
