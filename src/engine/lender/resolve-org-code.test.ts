import { describe, expect, it } from 'vitest';
import type { LenderIndex } from './lender-package';
import { resolveOrgCode } from './resolve-org-code';

const index: LenderIndex = {
  defaultOrgCode: 'MAIN',
  orgCodes: ['MAIN', 'MAIN_NY', 'PARTNER'],
  hosts: { 'apply.main-ny.example': 'MAIN_NY', 'partner.example': 'PARTNER' },
};

describe('resolveOrgCode', () => {
  it('uses the org query parameter first, case-insensitively', () => {
    expect(resolveOrgCode(index, { query: 'partner', hostname: 'apply.main-ny.example' })).toBe('PARTNER');
  });

  it('falls back to the host name map', () => {
    expect(resolveOrgCode(index, { hostname: 'apply.main-ny.example' })).toBe('MAIN_NY');
    expect(resolveOrgCode(index, { hostname: 'PARTNER.example' })).toBe('PARTNER');
  });

  it('uses the default lender when nothing matches', () => {
    expect(resolveOrgCode(index, { hostname: 'localhost' })).toBe('MAIN');
  });

  it('ignores an unknown org code', () => {
    expect(resolveOrgCode(index, { query: 'NOPE', hostname: 'localhost' })).toBe('MAIN');
    expect(resolveOrgCode(index, { query: 'NOPE', hostname: 'partner.example' })).toBe('PARTNER');
  });

  it('keeps the lender remembered for the tab when the query is gone, but a new query wins', () => {
    expect(resolveOrgCode(index, { remembered: 'PARTNER', hostname: 'localhost' })).toBe('PARTNER');
    expect(resolveOrgCode(index, { query: 'MAIN_NY', remembered: 'PARTNER', hostname: 'localhost' })).toBe('MAIN_NY');
    expect(resolveOrgCode(index, { remembered: 'GONE', hostname: 'localhost' })).toBe('MAIN');
  });
});
