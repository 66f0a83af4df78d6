// A signed-in borrower who opens registration (or the root, which leads here) goes on with the
// application they have: the spec's verify-ability-to-start call, one active application per person.
// A signed-in co-owner with none of their own goes to the signing they were invited to, not a new
// application. Only a stored live session asks, after the app has started, so a signed-out
// visitor's first step makes no request it did not make before.
import { useEffect, useState } from 'react';
import { sessionTokens } from '@/api/auth';
import { abilityToStart, type AbilityToStart } from '@/api/registration';
import type { ApiRequest } from '@/api/request';
import { landingPath } from '@/engine/auth/after-login';
import { hasLiveSession } from '@/engine/auth/session-token';
import { useApi } from '../api/api-context';

export type StartCheck =
  | { state: 'checking' }
  /** May start: signed out, free to start, or the check failed (the journey's own submit checks again). */
  | { state: 'open' }
  | { state: 'active'; applicationUuid: string }
  /** A co-owner's signing, at `path` under the app's base. */
  | { state: 'signer'; path: string }
  /** A funded line within the last 45 days. */
  | { state: 'recent' };

export function startCheckOf(ability: AbilityToStart): StartCheck {
  if (ability.canStartApplication) return { state: 'open' };
  if (ability.reason === 'RECENT_HELOC') return { state: 'recent' };
  return ability.applicationUuid ? { state: 'active', applicationUuid: ability.applicationUuid } : { state: 'open' };
}

/** The signing of someone who signs for an application, when they do; loaded only then, it stays out of the first step's script. */
async function signingCheck(request: ApiRequest): Promise<StartCheck | null> {
  const { fetchSignerApplications, signingPageOf } = await import('@/api/signer');
  const [signing] = await fetchSignerApplications(request);
  return signing ? { state: 'signer', path: landingPath([], '/', signingPageOf(signing)) } : null;
}

/** Read once, when registration opens: signing up later in this journey does not send anyone away. */
export function useStartCheck(): StartCheck {
  const request = useApi();
  const [check, setCheck] = useState<StartCheck>(() =>
    hasLiveSession(sessionTokens().get(), Date.now()) ? { state: 'checking' } : { state: 'open' },
  );
  const checking = check.state === 'checking';
  useEffect(() => {
    if (!checking) return;
    let cancelled = false;
    // A token the server refuses ends nothing here: registration is public, so the journey goes on.
    abilityToStart(request, { sessionCheck: false })
      .then(async (ability): Promise<StartCheck> => {
        const check = startCheckOf(ability);
        return check.state === 'open' ? ((await signingCheck(request)) ?? check) : check;
      })
      .then(
        (found) => !cancelled && setCheck(found),
        () => !cancelled && setCheck({ state: 'open' }),
      );
    return () => {
      cancelled = true;
    };
  }, [checking, request]);
  return check;
}
