// Operating hours by department, from the lender's data, and whether the department is open now.
import type { ApiRoutePlugin } from '../app';
import { ref } from '../api-schemas';
import { HOURS_TIME_ZONE, isOpenAt } from '../../engine/lender/week-hours';

const TAGS = ['hours'];
const HOURS_PATH = '/service-hours/external/api/v1/hours';
const DEPARTMENTS = { OPS_PHONE: 'phone', OPS_CHAT: 'chat' } as const;

type Department = keyof typeof DEPARTMENTS;

export const hoursRoutes: ApiRoutePlugin = async (app, { lenders, now: clock = Date.now }) => {
  const weekOf = (request: Parameters<typeof lenders.forRequest>[0], department: Department) =>
    lenders.forRequest(request).operatingHours[DEPARTMENTS[department]];

  for (const suffix of ['', '/week']) {
    app.get<{ Params: { department: Department } }>(
      `${HOURS_PATH}/:department${suffix}`,
      { schema: { tags: TAGS, params: ref('services', 'HoursParams') } },
      async (request, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        return { department: request.params.department, timeZone: HOURS_TIME_ZONE, weekdays: weekOf(request, request.params.department) };
      },
    );
  }

  app.get<{ Params: { department: Department } }>(
    `${HOURS_PATH}/:department/openStatus`,
    { schema: { tags: TAGS, params: ref('services', 'HoursParams') } },
    async (request) => ({
      department: request.params.department,
      isOpen: isOpenAt(weekOf(request, request.params.department), new Date(clock())),
    }),
  );
};
