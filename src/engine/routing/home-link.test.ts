import { describe, expect, it } from 'vitest';
import { homeLink } from './home-link';

const BASE = '/account/heloc/';
const UUID = '3f2c1a9e-1b2c-4d5e-8f90-1234567890ab';

describe('homeLink', () => {
  it('signed out: the lender’s home page, else the app’s root', () => {
    expect(homeLink({ pathname: '/register-v2', base: BASE, signedIn: false, siteHome: 'https://lender.example/' })).toBe(
      'https://lender.example/',
    );
    expect(homeLink({ pathname: `/${UUID}/product/select`, base: BASE, signedIn: false })).toBe(BASE);
  });

  it('signed in on an application’s page: that application’s home', () => {
    expect(homeLink({ pathname: `/${UUID}/product/select`, base: BASE, signedIn: true, siteHome: 'https://lender.example/' })).toBe(
      `${BASE}${UUID}`,
    );
    expect(homeLink({ pathname: `/${UUID}`, base: BASE, signedIn: true })).toBe(`${BASE}${UUID}`);
  });

  it('signed in elsewhere: the app’s root, which opens the active application', () => {
    for (const pathname of ['/register-v2/for-sale', '/dashboard', '/auth/login', '/not-a-uuid/x']) {
      expect(homeLink({ pathname, base: BASE, signedIn: true, siteHome: 'https://lender.example/' }), pathname).toBe(BASE);
    }
  });

  it('in the additional signer’s area, as before: the lender’s home page or the root', () => {
    expect(homeLink({ pathname: '/heloc-signer/login', base: BASE, signedIn: true, siteHome: 'https://lender.example/' })).toBe(
      'https://lender.example/',
    );
  });
});
