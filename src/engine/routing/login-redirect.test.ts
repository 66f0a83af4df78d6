import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keptQuery, loginHref, loginUrl, safeReturnPath } from './login-redirect';

describe('safeReturnPath', () => {
  it('accepts a path beginning with / and a lowercase letter', () => {
    expect(safeReturnPath('/account/heloc/1234')).toBe('/account/heloc/1234');
    expect(safeReturnPath('/dashboard?webchat=1')).toBe('/dashboard?webchat=1');
  });

  it('refuses anything that could lead off the site', () => {
    for (const path of ['//evil.example/x', 'https://evil.example', '/\\evil.example', '/Account', '/1abc', '', 'account', '/a\nb', null])
      expect(safeReturnPath(path)).toBeNull();
  });

  it('never accepts a path that a URL parser would place on another origin', () => {
    fc.assert(
      fc.property(fc.string(), (path) => {
        const safe = safeReturnPath(path);
        if (safe !== null) expect(new URL(safe, 'https://lender.example').origin).toBe('https://lender.example');
      }),
    );
  });
});

describe('loginUrl', () => {
  it('sends a borrower to /auth/login with the page to come back to', () => {
    expect(loginUrl('/account/heloc/abc/income/review', '?webchat=true&utm_source=x')).toBe(
      '/auth/login?redirectUrl=%2Faccount%2Fheloc%2Fabc%2Fincome%2Freview%3Fwebchat%3Dtrue',
    );
  });

  it('sends an additional signer to the signer login', () => {
    expect(loginUrl('/account/heloc/heloc-signer/sign')).toBe(
      '/account/heloc/heloc-signer/login?redirectUrl=%2Faccount%2Fheloc%2Fheloc-signer%2Fsign',
    );
  });

  it('drops a return path that is not safe', () => {
    expect(loginUrl('//evil.example/x')).toBe('/auth/login');
  });
});

describe('keptQuery', () => {
  it('keeps only webchat', () => {
    expect(keptQuery('?org=X&webchat=1&b=2')).toBe('?webchat=1');
    expect(keptQuery('?org=X')).toBe('');
  });

  it('keeps pop-webchat too, so the chat still opens after a redirect', () => {
    expect(keptQuery('?pop-webchat=&utm_source=x')).toBe('?pop-webchat=');
    expect(keptQuery('?mode=chatbot&pop-webchat=1&webchat=true')).toBe('?webchat=true&pop-webchat=1');
  });
});

describe('loginHref', () => {
  it('carries a safe return path and the email back to the login page, and drops an unsafe one', () => {
    expect(loginHref('/account/heloc/1234', ' ada@example.com ')).toBe(
      '/auth/login?redirectUrl=%2Faccount%2Fheloc%2F1234&email=ada%40example.com',
    );
    expect(loginHref('//evil.example/x', 'ada@example.com')).toBe('/auth/login?email=ada%40example.com');
    expect(loginHref(null)).toBe('/auth/login');
  });
});
