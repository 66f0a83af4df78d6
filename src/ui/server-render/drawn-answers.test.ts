import { describe, expect, it } from 'vitest';
import { unstable_serialize, type SWRConfiguration, type SWRHook } from 'swr';
import { drawnAnswersAreFresh } from './drawn-answers';

const APPLICATION = ['application', 'a1'];
const answers = { [unstable_serialize(APPLICATION)]: { uuid: 'a1' } };

/** What configuration the next hook in line is given for a key, at an address. */
function configFor(middleware: ReturnType<typeof drawnAnswersAreFresh>, key: unknown, at: { href: string }, href: string) {
  at.href = href;
  let given: SWRConfiguration | undefined;
  const next = ((_key: unknown, _fetcher: unknown, config: SWRConfiguration) => ((given = config), {})) as unknown as SWRHook;
  middleware(next)(key as never, () => null, { revalidateIfStale: true } as never);
  return given;
}

describe('drawnAnswersAreFresh', () => {
  it('keeps a drawn key from asking again on mount while the page is the drawn one, and leaves other keys alone', () => {
    const at = { href: '/a1/product/select' };
    const fresh = drawnAnswersAreFresh(answers, () => at.href);
    expect(configFor(fresh, APPLICATION, at, '/a1/product/select')).toEqual({ revalidateIfStale: true, revalidateOnMount: false });
    expect(configFor(fresh, ['flags'], at, '/a1/product/select')).toEqual({ revalidateIfStale: true });
    expect(configFor(fresh, null, at, '/a1/product/select')).toEqual({ revalidateIfStale: true });
  });

  it('lets every hook ask as usual once the borrower has moved on, even back at the drawn address', () => {
    const at = { href: '/a1/product/select' };
    const fresh = drawnAnswersAreFresh(answers, () => at.href);
    expect(configFor(fresh, APPLICATION, at, '/a1/summary')).toEqual({ revalidateIfStale: true });
    expect(configFor(fresh, APPLICATION, at, '/a1/product/select')).toEqual({ revalidateIfStale: true });
  });
});
