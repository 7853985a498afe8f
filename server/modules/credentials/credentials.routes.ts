import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import type { QuotaLimits } from '@server/quota-ledger/quota-ledger';
import * as service from './credentials.service';

/**
 * docs/product.md §7 /api/credentials: the workspace's Google API credentials, never their
 * secrets.
 */
export const credentialsRoutes: FastifyPluginAsyncZod<
  ChannelDeps & { posting: QuotaLimits }
> = async (app, deps) => {
  const tags = ['credentials'];

  app.get('', { schema: { tags, response: { 200: credentialListSchema } } }, async (request) =>
    service.listCredentials(deps, request.workspaceId),
  );

  app.post(
    '',
    {
      schema: {
        tags,
        body: createCredentialBodySchema,
        response: { 201: credentialSchema, 400: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const credential = await service.createCredential(deps, request.workspaceId, request.body);
      return reply.status(201).send(credential);
    },
  );

  app.patch('/:id/set-default', ownRowRoute(tags, credentialSchema), async (request) =>
    service.setDefaultCredential(deps, request.workspaceId, request.params.id),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: updateCredentialBodySchema,
        response: { 200: credentialSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      service.updateCredential(deps, request.workspaceId, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 204: z.null(), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await service.deleteCredential(deps, request.workspaceId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
