import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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

/**
 * docs/notifications.md §5, under /api/webhooks: a user's webhooks, their delivery log, "send
 * again" and a test.
 */
export const webhooksRoutes: FastifyPluginAsyncZod<service.WebhookDeps> = async (app, deps) => {
  app.get('', { schema: { tags, response: { 200: z.array(webhookSchema) } } }, (request) =>
    service.list(deps.db, request.userId),
  );

  app.post(
    '',
    {
      schema: {
        tags,
        body: createWebhookBodySchema,
        response: { 201: createdWebhookSchema, 400: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(deps, request.userId, request.body)),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        params: id,
        body: updateWebhookBodySchema,
        response: { 200: webhookSchema, ...errors },
      },
    },
    (request) => service.update(deps, request.userId, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    { schema: { tags, params: id, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await service.remove(deps.db, request.userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/:id/deliveries',
    { schema: { tags, params: id, response: { 200: deliveryListSchema, ...errors } } },
    (request) => service.deliveries(deps.db, request.userId, request.params.id),
  );

  app.post(
    '/:id/deliveries/:deliveryId/resend',
    {
      schema: {
        tags,
        params: id.extend({ deliveryId: z.uuid() }),
        response: { 202: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.resend(deps, request.userId, request.params.id, request.params.deliveryId);
      return reply.status(202).send(null);
    },
  );

  app.post(
    '/:id/test',
    { schema: { tags, params: id, response: { 202: z.null(), ...errors } } },
    async (request, reply) => {
      await service.sendTest(deps, request.userId, request.params.id);
      return reply.status(202).send(null);
    },
  );
};
