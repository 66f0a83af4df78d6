// Operating hours by department, from the lender's data, and whether the department is open now.
// Hours are kept and compared in Pacific time, as the spec shows them.
import type { ApiRoutePlugin } from '../app';
import { ref } from '../api-schemas';
import { formatClockTime } from '../../engine/format/format';
import { HOURS_TIME_ZONE, isOpenAt, pacificClock } from '../../engine/lender/week-hours';
import type { WeekHours } from '../../engine/types/lender';

const TAGS = ['hours'];
const HOURS_PATH = '/service-hours/external/api/v1/hours';
/** Which of the lender's operatingHours each department reads. */
const DEPARTMENTS = { OPS_PHONE: 'phone', OPS_CHAT: 'chat' } as const;

type Department = keyof typeof DEPARTMENTS;
type Day = WeekHours[number];

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
};

/** When a closed department next opens: later today, or the first open day after today. */
export function nextOpening(week: WeekHours, instant: Date): Pick<Day, 'weekday' | 'weekdayValue' | 'startTime'> | null {
  const { weekdayValue, minutes } = pacificClock(instant);
  for (let offset = 0; offset <= 7; offset++) {
    const value = ((weekdayValue - 1 + offset) % 7) + 1;
    const day = week.find((d) => d.weekdayValue === value);
    if (!day?.isOpen || !day.startTime) continue;
    if (offset === 0 && minutesOf(day.startTime) <= minutes) continue;
    return { weekday: day.weekday, weekdayValue: day.weekdayValue, startTime: day.startTime };
  }
  return null;
}

const forDisplay = (day: Day): Day => ({
  ...day,
  ...(day.startTime ? { startTime: formatClockTime(day.startTime) } : {}),
  ...(day.endTime ? { endTime: formatClockTime(day.endTime) } : {}),
});

export const hoursRoutes: ApiRoutePlugin = async (app, { lenders, now: clock = Date.now }) => {
  // The app asks for both addresses (…/OPS_PHONE and …/OPS_CHAT/week); they answer the same week.
  for (const suffix of ['', '/week']) {
    app.get<{ Params: { department: Department }; Querystring: { display?: 'true' | 'false' } }>(
      `${HOURS_PATH}/:department${suffix}`,
      {
        schema: {
          tags: TAGS,
          params: ref('hours', 'HoursParams'),
          querystring: ref('hours', 'HoursQuery'),
          response: { 200: ref('hours', 'WeekHours') },
        },
      },
      async (request) => {
        const { department } = request.params;
        const week = [...lenders.forRequest(request).operatingHours[DEPARTMENTS[department]]].sort(
          (a, b) => a.weekdayValue - b.weekdayValue,
        );
        const display = request.query.display === 'true';
        return { department, timeZone: HOURS_TIME_ZONE, weekdays: display ? week.map(forDisplay) : week };
      },
    );
  }

  app.get<{ Params: { department: Department } }>(
    `${HOURS_PATH}/:department/openStatus`,
    {
      schema: {
        tags: TAGS,
        params: ref('hours', 'HoursParams'),
        querystring: ref('hours', 'StatusQuery'),
        response: { 200: ref('hours', 'OpenStatus') },
      },
    },
    async (request) => {
      const { department } = request.params;
      const week = lenders.forRequest(request).operatingHours[DEPARTMENTS[department]];
      const instant = new Date(clock());
      const isOpen = isOpenAt(week, instant);
      const today = week.find((day) => day.weekdayValue === pacificClock(instant).weekdayValue);
      return {
        department,
        isOpen,
        timeZone: HOURS_TIME_ZONE,
        closesAt: isOpen ? (today?.endTime ?? null) : null,
        nextOpen: isOpen ? null : nextOpening(week, instant),
      };
    },
  );
};
