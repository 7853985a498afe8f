import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  calendarDayQuerySchema,
  calendarDaySchema,
  calendarQuerySchema,
  calendarSchema,
} from '@core/api/calendar.schema';
import { errorBodySchema } from '@core/api/common.schema';
import type { PlanDeps } from './calendar-plan.service';
import { getCalendar, getCalendarDay } from './calendar.service';

/** docs/schedules.md §4: the calendar of the user's scheduled and running batches. */
export function calendarRoutes(app: FastifyInstance, deps: PlanDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['batches'];

  r.get(
    '/api/calendar',
    {
      schema: {
        tags,
        querystring: calendarQuerySchema,
        response: { 200: calendarSchema, 400: errorBodySchema },
      },
    },
    async (request) => getCalendar(deps, request.user!.id, request.query, new Date()),
  );

  r.get(
    '/api/calendar/day',
    {
      schema: {
        tags,
        querystring: calendarDayQuerySchema,
        response: { 200: calendarDaySchema, 400: errorBodySchema },
      },
    },
    async (request) => getCalendarDay(deps, request.user!.id, request.query, new Date()),
  );
}
