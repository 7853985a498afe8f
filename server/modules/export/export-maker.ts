import type { FastifyBaseLogger } from 'fastify';
import { tellPerson } from '@server/notify/emit';
import type { Db } from '@server/db/database';
import { BACKSTOP_MS, createLoop } from '@server/background/loop';
import { buildExportZip } from './export-zip';
import * as repo from './export.repository';

/** docs/security.md §8: a ready zip is kept this long for its one download. */
export const EXPORT_KEEP_MS = 7 * 24 * 3_600_000;
/** Longer than any export takes: past it, the server making it is taken for dead. */
const LEASE_MS = 15 * 60_000;
const MAX_ATTEMPTS = 3;
const RETRY_MS = 60_000;

/**
 * Makes the exports users asked for, one at a time, in the background: the zip is read in one
 * snapshot and written with its "ready" notification in one transaction.
 */
export function createExportMaker(deps: { db: Db; log: FastifyBaseLogger }) {
  const { db, log } = deps;

  async function makeOne() {
    const claimed = await repo.claimExport(db, LEASE_MS);
    if (!claimed) return false;
    try {
      const { zip, counts } = await db.transaction(
        // The account's export holds its personal workspace, whose id is the person's (0042).
        (tx) => buildExportZip(tx, claimed.userId, claimed.language),
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
      await db.transaction(async (tx) => {
        const expiresAt = await repo.markReady(tx, claimed.id, zip, counts, EXPORT_KEEP_MS);
        if (expiresAt) {
          await tellPerson(tx, claimed.userId, 'export.ready', {
            exportId: claimed.id,
            sizeBytes: zip.length,
            expiresAt,
          });
        }
      });
    } catch (error) {
      log.error({ err: error, exportId: claimed.id }, 'data export failed');
      await repo.markFailed(db, claimed.id, MAX_ATTEMPTS, RETRY_MS);
    }
    return true;
  }

  const loop = createLoop({
    name: 'exports',
    round: async () => {
      while (!loop.stopping && (await makeOne()));
    },
    everyMs: BACKSTOP_MS,
    log,
    failure: 'data export round failed',
  });
  return {
    start: () => loop.start(),
    stop: () => loop.stop(),
    wake: () => loop.wake(),
    /** Tests: makes every export waiting now, after the round under way. */
    async runOnce() {
      await loop.idle();
      while (await makeOne());
      await loop.idle();
    },
  };
}
export type ExportMaker = ReturnType<typeof createExportMaker>;
