import { describe, expect, it } from 'vitest';
import signInFile from '../../../flows/sign-in.json';
import type { SignIn } from '../types/sign-in';
import { brokerDestination, brokerLoginPath, brokerLogoutPath, usesBroker } from './sign-in-mode';

const FLAGS = { customer: 'fe-customer-broker', agent: 'fe-agent-broker' };
const mode = (value: SignIn['mode']): SignIn => ({ $schema: '', schemaVersion: 1, mode: value, experimentFlags: FLAGS });

describe('sign-in mode', () => {
  it('legacy never uses the broker and broker always does, whatever the flags', () => {
    const allOn = { 'fe-customer-broker': true, 'fe-agent-broker': true };
    expect(usesBroker(mode('legacy'), 'customer', allOn)).toBe(false);
    expect(usesBroker(mode('broker'), 'agent', {})).toBe(true);
  });

  it('optimizely asks each audience’s own experiment flag', () => {
    const customerOnly = { 'fe-customer-broker': true };
    expect(usesBroker(mode('optimizely'), 'customer', customerOnly)).toBe(true);
    expect(usesBroker(mode('optimizely'), 'agent', customerOnly)).toBe(false);
  });

  it('names the route segment of each audience', () => {
    expect(brokerLoginPath('customer')).toBe('/identity-broker/customer/api/v3/login');
    expect(brokerLogoutPath('agent')).toBe('/identity-broker/agent/secure/api/v3/logout');
  });

  it('follows a broker redirect only within this site, else falls back to /auth/login', () => {
    expect(brokerDestination('/auth/login?redirectUrl=%2Faccount%2Fheloc')).toBe('/auth/login?redirectUrl=%2Faccount%2Fheloc');
    for (const unsafe of ['https://elsewhere.example/', '//elsewhere.example', '/Auth', '', null, undefined]) {
      expect(brokerDestination(unsafe), String(unsafe)).toBe('/auth/login');
    }
  });

  it('the project’s data names flags the flag file declares', async () => {
    const flags = (await import('../../../flows/feature-flags.json')).default.flags.map((f: { key: string }) => f.key);
    const signIn = signInFile as SignIn;
    expect(flags).toEqual(expect.arrayContaining(Object.values(signIn.experimentFlags)));
  });
});
