import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@core/api/common.schema';
import { idParamsSchema } from '@core/api/credentials.schema';
import {
  createdTokenSchema,
  createTokenBodySchema,
  tokenListSchema,
} from '@core/api/tokens.schema';
import type { Db } from '@server/db/database';
import * as service from './tokens.service';

const tags = ['tokens'];

/** The signed-in person and the workspace their session acts in (a token never gets here). */
const ownerOf = (request: FastifyRequest): service.TokenOwner => ({
  userId: request.userId,
  workspaceId: request.workspaceId,
  actor: { id: request.userId, email: request.user!.email, ip: request.ip },
});

/** docs/api.md: a person's API tokens in the workspace they act in, under /api/tokens. */
export const tokensRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('', { schema: { tags, response: { 200: tokenListSchema } } }, async (request) =>
    service.listTokens(db, ownerOf(request)),
  );

  app.post(
    '',
    {
      schema: {
        tags,
        body: createTokenBodySchema,
        response: {
          201: createdTokenSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createToken(db, ownerOf(request), request.body)),
  );

  app.delete(
    '/:id',
    { schema: { tags, params: idParamsSchema, response: { 204: z.null(), 404: errorBodySchema } } },
    async (request, reply) => {
      await service.revokeToken(db, ownerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
