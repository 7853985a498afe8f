import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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

type Deps = ChannelDeps & LedgerDeps;
const tags = ['accounts'];

/**
 * The workspace's connected YouTube channels (an `account` in the API: docs/product.md §10), under
 * /api/accounts. Tokens never leave the server.
 */
export const channelsRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get('', { schema: { tags, response: { 200: channelListSchema } } }, async (request) =>
    service.listAccounts(deps, request.workspaceId),
  );

  app.post('/:id/check', ownRowRoute(tags, channelSchema, [503]), async (request) =>
    service.checkAccount(deps, request.workspaceId, request.params.id),
  );

  app.post('/:id/resume-posting', ownRowRoute(tags, channelSchema), async (request) =>
    service.resumePosting(deps, request.workspaceId, request.params.id),
  );

  app.delete('/:id', ownRowRoute(tags, revokeResultSchema), async (request) =>
    service.disconnectAccount(deps, request.workspaceId, request.params.id),
  );
};

/** The channels connected through one of the workspace's credentials, under /api/credentials. */
export const credentialChannelsRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get('/:id/accounts', ownRowRoute(tags, credentialChannelListSchema), async (request) => {
    if (!(await findCredential(deps.db, request.workspaceId, request.params.id))) {
      throw notFound('Credential');
    }
    const rows = await listAccountsOfCredential(deps.db, request.workspaceId, request.params.id);
    return rows.map((row) => service.toAccountDto(row, null));
  });
};

/** Disconnecting every channel at once, under /api/auth (the SPEC's path). */
export const clearChannelsRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.post(
    '/clear-accounts',
    { schema: { tags, response: { 200: clearAccountsResultSchema } } },
    async (request) => service.clearAccounts(deps, request.workspaceId),
  );
};
