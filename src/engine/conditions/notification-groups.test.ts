import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Condition, WalletNotification } from './condition';
import { canExpand, notificationGroups, totalUnread, visibleEntries } from './notification-groups';

const panel = { shownByDefault: 3, unreadCap: 8 };
const condition = (n: number, actionNeeded = true): Condition => ({
  uuid: `c${n}`,
  categoryEnum: 'GENERIC_DOCUMENT_REQUEST',
  created: new Date(Date.UTC(2026, 0, n + 1)).toISOString(),
  actionNeeded,
});
const wallet = (n: number, status = 'UNREAD'): WalletNotification => ({
  uuid: `w${n}`,
  created: new Date(Date.UTC(2026, 0, n + 1)).toISOString(),
  title: `Message ${n}`,
  description: 'Hello',
  status,
  ctas: [],
});

describe('notificationGroups', () => {
  it('lists open conditions as unread, in the order given, and leaves received ones out', () => {
    const [group] = notificationGroups([condition(1), condition(2, false), condition(3)], [], panel);
    expect(group!.id).toBe('conditions');
    expect(group!.entries.map((e) => e.id)).toEqual(['c1', 'c3']);
    expect(group!.entries.every((e) => e.unread)).toBe(true);
    expect(group!.unreadCount).toBe(2);
  });

  it('counts wallet messages as unread only with status UNREAD, newest first', () => {
    const groups = notificationGroups([], [wallet(1, 'READ'), wallet(3), wallet(2)], panel);
    expect(groups.map((g) => g.id)).toEqual(['wallet']);
    expect(groups[0]!.entries.map((e) => [e.id, e.unread])).toEqual([
      ['w3', true],
      ['w2', true],
      ['w1', false],
    ]);
    expect(groups[0]!.unreadCount).toBe(2);
  });

  it('caps the unread count at 8 per group', () => {
    const conditions = Array.from({ length: 11 }, (_, i) => condition(i));
    const messages = Array.from({ length: 5 }, (_, i) => wallet(i));
    const [conditionsGroup, walletGroup] = notificationGroups(conditions, messages, panel);
    expect(conditionsGroup).toMatchObject({ unreadCount: 8, unreadCapped: true });
    expect(walletGroup).toMatchObject({ unreadCount: 5, unreadCapped: false });
    expect(totalUnread([conditionsGroup!, walletGroup!])).toBe(13);
  });

  it('has no groups when there is nothing to show', () => {
    expect(notificationGroups([condition(1, false)], [], panel)).toEqual([]);
  });

  it('never counts more than the cap or more than the entries', () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { maxLength: 30 }),
        fc.array(fc.constantFrom('UNREAD', 'READ'), { maxLength: 30 }),
        (open, statuses) => {
          const groups = notificationGroups(
            open.map((o, i) => condition(i, o)),
            statuses.map((s, i) => wallet(i, s)),
            panel,
          );
          for (const g of groups) {
            expect(g.unreadCount).toBeLessThanOrEqual(8);
            expect(g.unreadCount).toBe(Math.min(8, g.entries.filter((e) => e.unread).length));
            expect(g.unreadCapped).toBe(g.entries.filter((e) => e.unread).length > 8);
          }
        },
      ),
    );
  });
});

describe('visibleEntries and canExpand', () => {
  const [group] = notificationGroups(
    [1, 2, 3, 4, 5].map((n) => condition(n)),
    [],
    panel,
  );

  it('shows 3 by default and all once expanded', () => {
    expect(visibleEntries(group!.entries, false, panel).map((e) => e.id)).toEqual(['c1', 'c2', 'c3']);
    expect(visibleEntries(group!.entries, true, panel)).toHaveLength(5);
    expect(canExpand(group!.entries, panel)).toBe(true);
  });

  it("offers no 'View All' when everything already shows", () => {
    expect(canExpand(group!.entries.slice(0, 3), panel)).toBe(false);
  });
});
