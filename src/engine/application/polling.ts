// The polling policy (flows/polling-policy.json) as a decision: after the n-th fetch of a status,
// wait and fetch again, or stop, or give up and treat the status as another.
import type { Matcher, PollingPolicy } from '../types/polling-policy';

export type PollDecision =
  | { action: 'stop' }
  | { action: 'poll'; delayMs: number }
  /** The wait ran out of tries: the app carries on as if the status were `status`. */
  | { action: 'giveUp'; status: string };

const matches = (status: string, matcher: Matcher) =>
  (matcher.equals !== undefined && status === matcher.equals) ||
  (matcher.prefix !== undefined && status.startsWith(matcher.prefix)) ||
  (matcher.contains !== undefined && status.includes(matcher.contains));

export const isWaitingStatus = (policy: PollingPolicy, status: string) => policy.waiting.match.some((m) => matches(status, m));

/** The delay before fetch number `tries + 1` of a waiting status: base doubled per try, capped. */
export function waitingDelay(policy: PollingPolicy, tries: number): number {
  const { baseDelayMs, factor, maxDelayMs } = policy.waiting;
  return Math.min(maxDelayMs, baseDelayMs * factor ** Math.max(0, tries - 1));
}

/**
 * @param status the status just fetched
 * @param initial the status polling started from (other statuses poll until it changes)
 * @param tries how many fetches have been made, including this one
 */
export function nextPoll(
  policy: PollingPolicy,
  { status, initial, tries }: { status: string; initial: string; tries: number },
): PollDecision {
  if (policy.terminal.includes(status)) return { action: 'stop' };
  if (isWaitingStatus(policy, status)) {
    if (tries < policy.waiting.maxTries) return { action: 'poll', delayMs: waitingDelay(policy, tries) };
    const keep = policy.waiting.keepAfterMaxTries.some((m) => matches(status, m));
    return { action: 'giveUp', status: keep ? status : policy.waiting.afterMaxTries };
  }
  // Others signing or a period of days: no try limit, since the page must move on whenever that ends.
  if (policy.waitingOnPeople.match.some((m) => matches(status, m))) return { action: 'poll', delayMs: policy.waitingOnPeople.delayMs };
  if (status !== initial) return { action: 'stop' };
  return tries < policy.other.maxTries ? { action: 'poll', delayMs: policy.other.delayMs } : { action: 'stop' };
}

/** Whether the page on screen gives way to the waiting panel: a waiting status on a page that does not explain it. */
export const waitsOnPanel = (policy: PollingPolicy, status: string, page: string) =>
  isWaitingStatus(policy, status) && !policy.pagesThatWait.includes(page);

/** Whether a waiting status keeps the borrower where they are: on a page that explains the wait. */
export const staysDuringWait = (policy: PollingPolicy, status: string, page: string) =>
  isWaitingStatus(policy, status) && policy.pagesThatWait.includes(page);
