import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@core/api/common.schema';
import {
  createdWebhookSchema,
  createWebhookBodySchema,
  deliveryListSchema,
  RESENDS_PER_MINUTE,
  TEST_EVENTS_PER_MINUTE,
  updateWebhookBodySchema,
  webhookSchema,
} from '@core/api/webhooks.schema';
import { AppError } from '@server/http/app-error';
import { mayDo } from '../auth/signed-in';
import * as service from './webhooks.service';

const tags = ['webhooks'];
const id = z.object({ id: z.uuid() });
const errors = { 400: errorBodySchema, 404: errorBodySchema };

/**
 * Test events, and deliveries sent again, are counted per webhook (and its workspace: another
 * workspace's attempts count apart) over a minute, in the shared rate-limit store, after the caller
 * is known. A 429 says when to try again, in `Retry-After` and in its detail.
 */
function perWebhookLimit(
  max: number,
  code: 'WEBHOOK_TEST_LIMIT' | 'WEBHOOK_RESEND_LIMIT',
  what: string,
) {
  return {
    max,
    timeWindow: 60_000,
    hook: 'preHandler',
    keyGenerator: (request: FastifyRequest) =>
      `${code}|${request.workspaceId}|${(request.params as { id: string }).id}`,
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) => {
      const seconds = String(Math.max(1, Math.ceil(context.ttl / 1000)));
      return new AppError(
        429,
        code,
        `At most ${max} ${what} a minute for each webhook. Try again in ${seconds} s.`,
        seconds,
      );
    },
  } as const;
}
const testEventLimit = perWebhookLimit(TEST_EVENTS_PER_MINUTE, 'WEBHOOK_TEST_LIMIT', 'test events');
const resendLimit = perWebhookLimit(RESENDS_PER_MINUTE, 'WEBHOOK_RESEND_LIMIT', 'sends again');

/**
 * docs/notifications.md §5, under /api/webhooks: a workspace's webhooks, their delivery log, "send
 * again" and a test.
 */
export const webhooksRoutes: FastifyPluginAsyncZod<service.WebhookDeps> = async (app, deps) => {
  // A webhook's address may carry its receiver's token (a chat's incoming hook): a role that may
  // not change webhooks reads where they go, not the whole address.
  app.get('', { schema: { tags, response: { 200: z.array(webhookSchema) } } }, async (request) => {
    const webhooks = await service.list(deps.db, request.workspaceId);
    if (mayDo(request, 'webhooks.write')) return webhooks;
    return webhooks.map((webhook) => ({ ...webhook, url: `${new URL(webhook.url).origin}/…` }));
  });

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
      reply.status(201).send(await service.create(deps, request.workspaceId, request.body)),
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
    (request) => service.update(deps, request.workspaceId, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    { schema: { tags, params: id, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await service.remove(deps.db, request.workspaceId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/:id/deliveries',
    { schema: { tags, params: id, response: { 200: deliveryListSchema, ...errors } } },
    (request) => service.deliveries(deps.db, request.workspaceId, request.params.id),
  );

  app.post(
    '/:id/deliveries/:deliveryId/resend',
    {
      config: { rateLimit: resendLimit },
      schema: {
        tags,
        params: id.extend({ deliveryId: z.uuid() }),
        response: { 202: z.null(), 429: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      await service.resend(deps, request.workspaceId, request.params.id, request.params.deliveryId);
      return reply.status(202).send(null);
    },
  );

  app.post(
    '/:id/test',
    {
      config: { rateLimit: testEventLimit },
      schema: { tags, params: id, response: { 202: z.null(), 429: errorBodySchema, ...errors } },
    },
    async (request, reply) => {
      await service.sendTest(deps, request.workspaceId, request.params.id);
      return reply.status(202).send(null);
    },
  );
};
