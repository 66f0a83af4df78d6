// Starts telemetry with the app shell: opens the session, sends a page view on every route change
// and keeps the tracker id in step with the borrower's profile. It renders its children at once and
// never shows a failure to the borrower; failures are logged.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import useSWR from 'swr';
import { fetchApplication } from '@/api/application';
import { fetchProfileTrackerId, linkProfileTrackerId } from '@/api/telemetry';
import type { TelemetryEvent } from '@/engine/telemetry/event-payload';
import { productType } from '@/engine/telemetry/product-type';
import { reconcileTracker } from '@/engine/telemetry/tracker-id';
import { isUuid } from '@/engine/validation/uuid';
import { useApi } from '../api/api-context';
import { useSession } from '../auth/use-session';
import { useLender } from '../lender/lender-context';
import { journeyQuery } from '../registration/registration-query';
import { createTelemetryClient, logSessionFailure, type EventDetails } from './telemetry-client';
import { markReloadedForTracker, reloadedForTracker, storeTrackerId, trackerId } from './tracker-storage';
import { applicationKey } from '../api/query-keys';

type Track = (event: TelemetryEvent) => void;

const TelemetryContext = createContext<Track>(() => {});

/** Sends a telemetry event from anywhere under the shell; fire and forget. */
export const useTrack = (): Track => useContext(TelemetryContext);

/** The schema's limits on queryParams: 30 entries of at most 500 characters. */
function queryParams(search: string): Record<string, string> {
  return Object.fromEntries([...new URLSearchParams(search)].slice(0, 30).map(([key, value]) => [key.slice(0, 100), value.slice(0, 500)]));
}

/** A signed-in borrower's tracker id follows their profile: linked when it has none, adopted (one reload) when it differs. */
function useProfileTracker(identityUuid: string | undefined) {
  const request = useApi();
  useEffect(() => {
    if (!identityUuid) return;
    let cancelled = false;
    (async () => {
      const profile = await fetchProfileTrackerId(request, identityUuid);
      if (cancelled) return;
      const step = reconcileTracker({ local: trackerId(), profile, reloadedFor: reloadedForTracker() });
      if (step.action === 'link') await linkProfileTrackerId(request, identityUuid, step.trackerId);
      if (step.action !== 'adopt') return;
      storeTrackerId(step.trackerId);
      if (step.reload) {
        markReloadedForTracker(step.trackerId);
        window.location.reload();
      }
    })().catch((error: unknown) => console.warn('Telemetry: tracker id failed', error));
    return () => {
      cancelled = true;
    };
  }, [request, identityUuid]);
}

export function TelemetryProvider({ children }: { children: ReactNode }) {
  const request = useApi();
  const client = useMemo(() => createTelemetryClient(request), [request]);
  const { pathname, search } = useLocation();
  const { orgCode } = useLender();
  const { signedIn, identity } = useSession();
  const firstSegment = pathname.split('/')[1];
  const applicationUuid = signedIn && isUuid(firstSegment) ? firstSegment : undefined;
  // Read from the application pages' cache, never fetched here on its own. It has the pages' fetcher
  // all the same: SWR revalidates a key through the hook that subscribed first, and a hook without
  // a fetcher made the pages' 'read the application again' do nothing whenever it came first.
  const { data: application } = useSWR<Record<string, unknown>>(
    applicationUuid ? applicationKey(applicationUuid) : null,
    () => fetchApplication(request, applicationUuid!),
    {
      revalidateOnMount: false,
      revalidateIfStale: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      shouldRetryOnError: false,
    },
  );

  useEffect(() => logSessionFailure(client), [client]);
  useProfileTracker(identity?.uuid);

  const details = (): EventDetails => ({
    domain: window.location.hostname,
    pagePath: window.location.pathname,
    queryParams: queryParams(window.location.search),
    productType: productType({
      authenticated: signedIn,
      isCrypto: application?.isCrypto,
      utmSource: journeyQuery(orgCode, search).utm_source,
    }),
    identityId: identity?.uuid,
    applicationUuid,
  });
  const latest = useRef(details);
  useEffect(() => {
    latest.current = details;
  });

  // An application page waits for its application, so the view carries the right product type.
  const ready = applicationUuid === undefined || application !== undefined;
  useEffect(() => {
    if (!ready) return;
    const current = latest.current();
    void client.track({ event: 'PAGE_VIEW', eventProperties: { pagePath: current.pagePath }, dedupeProperty: 'pagePath' }, current);
  }, [client, pathname, ready]);

  const track = useCallback<Track>((event) => void client.track(event, latest.current()), [client]);
  return <TelemetryContext value={track}>{children}</TelemetryContext>;
}
