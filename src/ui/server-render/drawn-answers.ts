// The answers a drawn page came with are as new as the page. Asked for again the moment the page's
// hooks mount, their replies arrived while React was still hydrating, and an update from SWR's store
// is urgent: React then hydrated what remained of the page in one block instead of in slices.
import { unstable_serialize, type Middleware } from 'swr';

/**
 * SWR middleware for a hydrated page: a hook whose key the page was drawn with does not ask again
 * when it mounts, as long as the address (`here`, read now and at each render) is still the one the
 * page was drawn at. After the first navigation every hook asks as usual; polling, focus and
 * explicit revalidation are untouched.
 */
export function drawnAnswersAreFresh(answers: Record<string, unknown>, here: () => string): Middleware {
  const address = here();
  let stillOnDrawnPage = true;
  return (useSWRNext) => (key, fetcher, config) => {
    stillOnDrawnPage &&= here() === address;
    const drawn = stillOnDrawnPage && key != null && unstable_serialize(key) in answers;
    return useSWRNext(key, fetcher, drawn ? { ...config, revalidateOnMount: false } : config);
  };
}
