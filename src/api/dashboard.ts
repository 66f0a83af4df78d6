// The host dashboard's call: the signed-in person's applications, as the application service lists them.
import type { DashboardApplication } from '@/engine/dashboard/dashboard';
import { fetchApplications } from './auth';
import type { ApiRequest } from './request';

export interface DashboardEntry extends DashboardApplication {
  property?: { address?: { street1?: string; city?: string; state?: string; zip?: string } };
  auditFields?: { createdDate?: string };
}

/** The same list login lands from, read with the fields the dashboard shows. */
export const fetchDashboardApplications = (request: ApiRequest) => fetchApplications(request) as Promise<DashboardEntry[]>;
