// The header's way in and out, by the sign-in mode (flows/sign-in.json, spec 001 §4): through the
// identity broker, following its redirect, or the legacy /auth/login page, which is also where any
// broker failure lands (spec 001 §8).
import signInFile from '../../../flows/sign-in.json';
import { brokerLogin, brokerLogout, logOut } from '@/api/auth';
import { brokerDestination, usesBroker, type Audience } from '@/engine/auth/sign-in-mode';
import type { SignIn } from '@/engine/types/sign-in';
import { LOGIN_PATH } from '@/engine/routing/login-redirect';
import { useApi } from '../api/api-context';
import { leaveTo } from '../api/session';
import { useFlags } from '../api/use-flags';
import { clearAllRegistrations } from '../registration/registration-query';

const signIn = signInFile as SignIn;

/** The borrowers' site signs customers in; agents use the 'agent' segment of the same calls. */
export function useSignIn(audience: Audience = 'customer') {
  const request = useApi();
  const broker = usesBroker(signIn, audience, useFlags());
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
