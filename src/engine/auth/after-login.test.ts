import { describe, expect, it } from 'vitest';
import { firstActiveApplication, isAuthPath, landingPath, returnPathAfterLogin } from './after-login';

const BASE = '/account/heloc/';

describe('landingPath', () => {
  it('opens the first active application, skipping ended ones', () => {
    const apps = [
      { uuid: 'old', active: false },
      { uuid: 'current', active: true },
      { uuid: 'later', active: true },
    ];
    expect(firstActiveApplication(apps)?.uuid).toBe('current');
    expect(landingPath(apps, BASE)).toBe('/account/heloc/current');
  });

  it('sends someone with no active application to registration', () => {
    expect(landingPath([], BASE)).toBe('/account/heloc/register-v2');
    expect(landingPath([{ uuid: 'done', active: false }, { uuid: 'unknown' }], BASE)).toBe('/account/heloc/register-v2');
  });

  it('sends a co-owner with no application of their own to the page of their signing', () => {
    expect(landingPath([], BASE, 'intro')).toBe('/account/heloc/heloc-signer/intro');
    expect(landingPath([{ uuid: 'done', active: false }], BASE, 'documents')).toBe('/account/heloc/heloc-signer/documents');
  });

  it("opens a person's own application under way before a signing they were asked for", () => {
    expect(landingPath([{ uuid: 'mine', active: true }], BASE, 'intro')).toBe('/account/heloc/mine');
  });
});

describe('isAuthPath', () => {
  it('matches the sign-in area only', () => {
    expect(isAuthPath('/auth/login')).toBe(true);
    expect(isAuthPath('/auth')).toBe(true);
    expect(isAuthPath('/authors')).toBe(false);
    expect(isAuthPath('/account/heloc/auth/login')).toBe(false);
  });
});

describe('returnPathAfterLogin', () => {
  it('keeps a path inside the site', () => {
    expect(returnPathAfterLogin('/account/heloc/3f2c/income/review?webchat=1')).toBe('/account/heloc/3f2c/income/review?webchat=1');
  });

  it('refuses other origins, odd starts and the login page itself', () => {
    for (const url of [null, '', 'https://evil.example', '//evil.example', '/Account', '/\\evil', '/auth/login', '/auth/login?x=1']) {
      expect(returnPathAfterLogin(url), String(url)).toBeNull();
    }
  });
});
