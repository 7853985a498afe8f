import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@core/api/common.schema';
import {
  createdWebhookSchema,
  createWebhookBodySchema,
  deliveryListSchema,
  updateWebhookBodySchema,
  webhookSchema,
} from '@core/api/webhooks.schema';
import * as service from './webhooks.service';

const tags = ['webhooks'];
const id = z.object({ id: z.uuid() });
const errors = { 400: errorBodySchema, 404: errorBodySchema };

/** docs/notifications.md §5: a user's webhooks, their delivery log, "send again" and a test. */
export function webhooksRoutes(app: FastifyInstance, deps: service.WebhookDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = (request: { user: { id: string } | null }) => request.user!.id;

  r.get(
    '/api/webhooks',
    { schema: { tags, response: { 200: z.array(webhookSchema) } } },
    (request) => service.list(deps.db, user(request)),
  );

  r.post(
    '/api/webhooks',
    {
      schema: {
        tags,
        body: createWebhookBodySchema,
        response: { 201: createdWebhookSchema, 400: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(deps, user(request), request.body)),
  );

  r.patch(
    '/api/webhooks/:id',
    {
      schema: {
        tags,
        params: id,
        body: updateWebhookBodySchema,
        response: { 200: webhookSchema, ...errors },
      },
    },
    (request) => service.update(deps, user(request), request.params.id, request.body),
  );

  r.delete(
    '/api/webhooks/:id',
    { schema: { tags, params: id, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await service.remove(deps.db, user(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/webhooks/:id/deliveries',
    { schema: { tags, params: id, response: { 200: deliveryListSchema, ...errors } } },
    (request) => service.deliveries(deps.db, user(request), request.params.id),
  );

  r.post(
    '/api/webhooks/:id/deliveries/:deliveryId/resend',
    {
      schema: {
        tags,
        params: id.extend({ deliveryId: z.uuid() }),
        response: { 202: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.resend(deps, user(request), request.params.id, request.params.deliveryId);
      return reply.status(202).send(null);
    },
  );

  r.post(
    '/api/webhooks/:id/test',
    { schema: { tags, params: id, response: { 202: z.null(), ...errors } } },
    async (request, reply) => {
      await service.sendTest(deps, user(request), request.params.id);
      return reply.status(202).send(null);
    },
  );
}
