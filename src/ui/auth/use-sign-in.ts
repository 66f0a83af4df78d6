// The header's way in and out, and the way back in after a session ends, by the sign-in mode (flows/sign-in.json, spec 001 §4): through the
// identity broker, following its redirect, or the legacy /auth/login page, which is also where any
// broker failure lands (spec 001 §8).
import { useEffect } from 'react';
import signInFile from '../../../flows/sign-in.json';
import { brokerLogin, brokerLogout, logOut } from '@/api/auth';
import { brokerDestination, usesBroker, type Audience } from '@/engine/auth/sign-in-mode';
import type { SignIn } from '@/engine/types/sign-in';
import { LOGIN_PATH } from '@/engine/routing/login-redirect';
import { useApi } from '../api/api-context';
import { leaveTo, setBrokerSignIn } from '../api/session';
import { useFlagsOrConfigured } from '../api/use-flags';
import { clearAllRegistrations } from '../registration/registration-query';

const signIn = signInFile as SignIn;

/** The borrowers' site signs customers in; agents use the 'agent' segment of the same calls. */
export function useSignIn(audience: Audience = 'customer') {
  const request = useApi();
  const broker = usesBroker(signIn, audience, useFlagsOrConfigured());
  // A session that ends mid-page signs in again the same way, carrying the way back.
  useEffect(() => {
    if (!broker) return;
    setBrokerSignIn((back) => brokerLogin(request, audience, back).then(({ redirect }) => brokerDestination(redirect)));
    return () => setBrokerSignIn(null);
  }, [broker, request, audience]);
  return {
    /** The login link's target without the broker, and its fallback with it. */
    loginHref: LOGIN_PATH,
    /** Null in legacy mode: the link is an ordinary link. */
    startLogin: broker
      ? () =>
          brokerLogin(request, audience).then(
            ({ redirect }) => leaveTo(brokerDestination(redirect)),
            () => leaveTo(LOGIN_PATH),
          )
      : null,
    // No registration draft outlives a logout (docs/privacy.md).
    logOutAndLeave: broker
      ? () => {
          clearAllRegistrations();
          return brokerLogout(request, audience).then(
            ({ redirect }) => leaveTo(brokerDestination(redirect)),
            () => leaveTo(LOGIN_PATH),
          );
        }
      : () => {
          clearAllRegistrations();
          leaveTo(LOGIN_PATH);
          logOut();
        },
  };
}
