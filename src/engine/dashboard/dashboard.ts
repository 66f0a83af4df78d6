// The host site's dashboard (spec 001 §2: /dashboard, outside the app's base path), which the sandbox
// serves with the app's own page: the signed-in person's applications, each in words and with a way on.

export const DASHBOARD_PATH = '/dashboard';

export interface DashboardApplication {
  uuid: string;
  active?: boolean;
  status?: { checklistStatus?: unknown };
}

/** A status name that can safely be part of a copy key (no namespace or path separators). */
const STATUS_NAME = /^[A-Z][A-Z0-9_]*$/;

/**
 * The copy key (in the dashboard namespace) of an application's state: the words the copy has for
 * its status, else a default for an application under way or one that has ended. A person never
 * sees the status name itself.
 */
export function applicationStateKey(application: DashboardApplication, hasKey: (key: string) => boolean): string {
  const status = application.status?.checklistStatus;
  if (typeof status === 'string' && STATUS_NAME.test(status) && hasKey(`state.${status}`)) return `state.${status}`;
  return application.active === false ? 'stateDefault.ended' : 'stateDefault.active';
}

/** Applications under way first, then ended ones, each group in the server's order (oldest first). */
export function dashboardOrder<T extends DashboardApplication>(applications: readonly T[]): T[] {
  return [...applications.filter((a) => a.active !== false), ...applications.filter((a) => a.active === false)];
}
