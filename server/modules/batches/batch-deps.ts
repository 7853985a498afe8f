import type { Config } from '@server/config';
import type { Db } from '@server/db/database';

/** What the batch services need: the posting limits, and a way to wake an in-process worker. */
export interface BatchDeps {
  db: Db;
  posting: Config['posting'];
  /** Told when comments were queued, so an in-process worker starts on them at once. */
  onBatchCreated?: () => void;
}
