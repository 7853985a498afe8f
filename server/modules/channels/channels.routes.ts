import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ownRowRoute } from '@server/http/route-schemas';
import {
  channelListSchema,
  channelSchema,
  clearAccountsResultSchema,
  credentialChannelListSchema,
  revokeResultSchema,
} from '@core/api/channels.schema';
import type { LedgerDeps } from '@server/quota-ledger/paid-reads';
import type { ChannelDeps } from '@server/channel-access/channel-access';
import { findCredential } from '@server/channel-access/channel-access.repository';
import { notFound } from '@server/http/app-error';
import { listAccountsOfCredential } from './channels.repository';
import * as service from './channels.service';

/**
 * The user's connected YouTube channels (an `account` in the API: docs/product.md §10). Tokens
 * never leave the server.
 */
export function accountsRoutes(app: FastifyInstance, deps: ChannelDeps & LedgerDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['accounts'];

  r.get(
    '/api/accounts',
    { schema: { tags, response: { 200: channelListSchema } } },
    async (request) => service.listAccounts(deps, request.user!.id),
  );

  r.get(
    '/api/credentials/:id/accounts',
    ownRowRoute(tags, credentialChannelListSchema),
    async (request) => {
      const userId = request.user!.id;
      if (!(await findCredential(deps.db, userId, request.params.id))) {
        throw notFound('Credential');
      }
      const rows = await listAccountsOfCredential(deps.db, userId, request.params.id);
      return rows.map((row) => service.toAccountDto(row, null));
    },
  );

  r.post('/api/accounts/:id/check', ownRowRoute(tags, channelSchema, [503]), async (request) =>
    service.checkAccount(deps, request.user!.id, request.params.id),
  );

  r.post('/api/accounts/:id/resume-posting', ownRowRoute(tags, channelSchema), async (request) =>
    service.resumePosting(deps, request.user!.id, request.params.id),
  );

  r.delete('/api/accounts/:id', ownRowRoute(tags, revokeResultSchema), async (request) =>
    service.disconnectAccount(deps, request.user!.id, request.params.id),
  );

  r.post(
    '/api/auth/clear-accounts',
    { schema: { tags, response: { 200: clearAccountsResultSchema } } },
    async (request) => service.clearAccounts(deps, request.user!.id),
  );
}
