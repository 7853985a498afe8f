import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkKeySchema, saveCheckKeyBodySchema, type CheckKey } from '@core/api/settings.schema';
import type { Db } from '@server/db/database';
import type { SecretBox } from '@server/security/secret-box';
import * as repo from '@server/visibility/visibility.repository';

type Deps = { db: Db; secrets: SecretBox };

async function checkKeyOf(db: Db, workspaceId: string): Promise<CheckKey> {
  const row = await repo.findCheckKey(db, workspaceId);
  if (!row) return { status: 'none', problem: null, updatedAt: null };
  return { status: row.status, problem: row.problem, updatedAt: row.updatedAt.toISOString() };
}

/**
 * docs/visibility.md: the key the server checks the workspace's comments with, under
 * /api/settings/check-key. Stored sealed like a client secret; the API says only whether there
 * is one and what Google said of it.
 */
export const checkKeyRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const tags = ['settings'];
  const response = { 200: checkKeySchema };

  app.get('', { schema: { tags, response } }, async (request) =>
    checkKeyOf(deps.db, request.workspaceId),
  );

  app.post('', { schema: { tags, body: saveCheckKeyBodySchema, response } }, async (request) => {
    const workspaceId = request.workspaceId;
    await deps.db.transaction(async (tx) => {
      await repo.saveCheckKey(tx, workspaceId, deps.secrets.seal(request.body.apiKey));
      // Comments nobody could check are checked with it at the next round.
      await repo.checkableAgain(tx, workspaceId);
    });
    return checkKeyOf(deps.db, workspaceId);
  });

  app.delete('', { schema: { tags, response } }, async (request) => {
    await repo.deleteCheckKey(deps.db, request.workspaceId);
    return checkKeyOf(deps.db, request.workspaceId);
  });
};
