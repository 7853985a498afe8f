import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ownRowRoute } from '@server/http/route-schemas';
import { z } from 'zod';
import { errorBodySchema } from '@core/api/common.schema';
import {
  createCredentialBodySchema,
  credentialListSchema,
  credentialSchema,
  idParamsSchema,
  updateCredentialBodySchema,
} from '@core/api/credentials.schema';
import type { ChannelDeps } from '@server/channel-access/channel-access';
import * as service from './credentials.service';

/**
 * docs/product.md §7 /api/credentials: the signed-in user's Google API credentials, never their
 * secrets.
 */
export function credentialsRoutes(app: FastifyInstance, deps: ChannelDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['credentials'];

  r.get(
    '/api/credentials',
    { schema: { tags, response: { 200: credentialListSchema } } },
    async (request) => service.listCredentials(deps, request.user!.id),
  );

  r.post(
    '/api/credentials',
    {
      schema: {
        tags,
        body: createCredentialBodySchema,
        response: { 201: credentialSchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const credential = await service.createCredential(deps, request.user!.id, request.body);
      return reply.status(201).send(credential);
    },
  );

  r.patch(
    '/api/credentials/:id/set-default',
    ownRowRoute(tags, credentialSchema),
    async (request) => service.setDefaultCredential(deps, request.user!.id, request.params.id),
  );

  r.patch(
    '/api/credentials/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: updateCredentialBodySchema,
        response: { 200: credentialSchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      service.updateCredential(deps, request.user!.id, request.params.id, request.body),
  );

  r.delete(
    '/api/credentials/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 204: z.null(), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await service.deleteCredential(deps, request.user!.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
