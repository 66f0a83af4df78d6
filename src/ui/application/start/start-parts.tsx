// Parts the start pages share: the borrower's profile (the layout's cached copy), a checkbox with
// its error, and a list of facts.
import { useId, type ReactNode } from 'react';
import useSWR from 'swr';
import { fetchProfile } from '@/api/application';
import type { Address } from '@/engine/address';
import { useApi } from '../../api/api-context';
import { PROFILE_KEY } from '../../api/query-keys';

export interface Profile {
  name?: { firstName?: string; middleName?: string; lastName?: string; suffix?: string } | null;
  dob?: string | null;
  email?: string;
  phoneNumbers?: Array<{ type: string; number: string }>;
  hasSsn?: boolean;
}

/**
 * The profile under the same cache key the application layout reads, so a `mutate()` after a
 * change here also reaches the state machine's triggers.
 */
export function useProfile() {
  const request = useApi();
  const { data, mutate } = useSWR(PROFILE_KEY, () => fetchProfile(request), { revalidateOnFocus: false });
  return { profile: data as Profile | undefined, refreshProfile: mutate };
}

/** The application's property address, when it has one. */
export function propertyAddress(application: Record<string, unknown>): Address | null {
  const address = (application.property as { address?: Address } | undefined)?.address;
  return address?.street1 ? address : null;
}

export const fullName = (name: Profile['name']) =>
  [name?.firstName, name?.middleName, name?.lastName, name?.suffix].filter(Boolean).join(' ');

/** Labelled facts in a card, with an optional heading. */
export function FactList({ title, facts }: { title?: string; facts: ReadonlyArray<{ label: string; value: ReactNode; testId?: string }> }) {
  const headingId = useId();
  return (
    <section aria-labelledby={title ? headingId : undefined} className="rounded-card border border-line bg-surface p-5">
      {title && (
        <h2 id={headingId} className="mb-3 text-lg font-bold">
          {title}
        </h2>
      )}
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[11rem_1fr]">
        {facts.map((fact) => (
          <div key={fact.label} className="contents">
            <dt className="text-muted">{fact.label}</dt>
            <dd className="font-semibold [overflow-wrap:anywhere]" data-testid={fact.testId}>
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
