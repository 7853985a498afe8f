import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  calendarDayQuerySchema,
  calendarDaySchema,
  calendarQuerySchema,
  calendarSchema,
} from '@core/api/calendar.schema';
import { errorBodySchema } from '@core/api/common.schema';
import type { PlanDeps } from './calendar-plan.service';
import { getCalendar, getCalendarDay } from './calendar.service';

/** docs/schedules.md §4, /api/calendar: the workspace's scheduled and running batches. */
export const calendarRoutes: FastifyPluginAsyncZod<PlanDeps> = async (app, deps) => {
  const tags = ['batches'];

  app.get(
    '',
    {
      schema: {
        tags,
        querystring: calendarQuerySchema,
        response: { 200: calendarSchema, 400: errorBodySchema },
      },
    },
    async (request) => getCalendar(deps, request.workspaceId, request.query, new Date()),
  );

  app.get(
    '/day',
    {
      schema: {
        tags,
        querystring: calendarDayQuerySchema,
        response: { 200: calendarDaySchema, 400: errorBodySchema },
      },
    },
    async (request) => getCalendarDay(deps, request.workspaceId, request.query, new Date()),
  );
};
