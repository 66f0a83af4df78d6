// Sign-in mode (spec 001 §4): the identity broker or the legacy login page, decided by data
// (flows/sign-in.json and the audience's experiment flag), with the paths each audience uses.
import type { SignIn } from '../types/sign-in';
import { LOGIN_PATH, safeReturnPath } from '../routing/login-redirect';

export type Audience = keyof SignIn['experimentFlags'];
export const AUDIENCES: readonly Audience[] = ['customer', 'agent'];

/** Whether this audience signs in through the identity broker. */
export function usesBroker(signIn: SignIn, audience: Audience, flags: Readonly<Record<string, boolean>>): boolean {
  if (signIn.mode === 'legacy') return false;
  if (signIn.mode === 'broker') return true;
  return flags[signIn.experimentFlags[audience]] === true;
}

export const brokerLoginPath = (audience: Audience) => `/identity-broker/${audience}/api/v3/login`;
export const brokerLogoutPath = (audience: Audience) => `/identity-broker/${audience}/secure/api/v3/logout`;

/**
 * Where a broker's answer sends the person: its redirect when it stays on this site (begins with /
 * and a lowercase letter), else the legacy login page (spec 001 §8: the fallback).
 */
export const brokerDestination = (redirect: string | null | undefined): string => safeReturnPath(redirect) ?? LOGIN_PATH;
