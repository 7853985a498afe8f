import type { ChannelDeps } from './channel-access/channel-access';
import type { Config } from './config';
import type { Db } from './db/database';
import { googleEndpoints } from './platform/google-endpoints';
import { createPlatformClient } from './platform/platform-client';
import { createSecretBox, loadSecretKey } from './security/secret-box';

/**
 * What the HTTP app and the posting worker share (docs/architecture.md §3: the same code in two
 * roles): the database, the secrets box, the platform client and the settings they read.
 */
export interface Services extends ChannelDeps {
  posting: Config['posting'];
  detailsRefresh: Config['detailsRefresh'];
  visibility: Config['visibility'];
}

export type ServicesConfig = Pick<
  Config,
  | 'google'
  | 'posting'
  | 'detailsRefresh'
  | 'visibility'
  | 'platformTimeoutMs'
  | 'appSecret'
  | 'dataDir'
>;

/**
 * The one place the secrets box and the platform client are made: for the server, `npm run
 * worker`, tests and benchmarks alike.
 */
export async function buildServices(config: ServicesConfig, db: Db): Promise<Services> {
  return {
    db,
    google: config.google,
    posting: config.posting,
    detailsRefresh: config.detailsRefresh,
    visibility: config.visibility,
    secrets: createSecretBox(await loadSecretKey(config)),
    platform: createPlatformClient(googleEndpoints(config.google), {
      timeoutMs: config.platformTimeoutMs,
    }),
  };
}
