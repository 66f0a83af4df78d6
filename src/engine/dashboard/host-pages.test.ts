import { describe, expect, it } from 'vitest';
import { headerLinks, HOST_PAGE_PATHS, hostPageAt } from './host-pages';

describe('host pages', () => {
  it('finds the page of an exact host path only', () => {
    expect(hostPageAt('/dashboard')).toBe('dashboard');
    expect(hostPageAt('/dashboard/settings')).toBe('settings');
    expect(hostPageAt('/contact')).toBe('support');
    expect(hostPageAt('/contact/')).toBeUndefined();
    expect(hostPageAt('/account/heloc/dashboard')).toBeUndefined();
  });

  it('gives every page its own path', () => {
    const paths = Object.values(HOST_PAGE_PATHS);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("keeps the lender's order, and hides the dashboard from additional signers unless they are brokers", () => {
    const lender = { hostNavigation: ['support', 'dashboard', 'settings'] as const };
    const links = (additionalSigner: boolean, broker: boolean) =>
      headerLinks({ hostNavigation: [...lender.hostNavigation] }, { additionalSigner, broker });
    expect(links(false, false)).toEqual(['support', 'dashboard', 'settings']);
    expect(links(true, false)).toEqual(['support', 'settings']);
    expect(links(true, true)).toEqual(['support', 'dashboard', 'settings']);
    expect(headerLinks({}, { additionalSigner: false, broker: false })).toEqual([]);
  });
});
