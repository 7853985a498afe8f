import { listUsableGrants, type UsableGrant } from '../channel-access/channel-access.repository';
import type { CannotCheckReason } from '@core/visibility/visibility-state';
import { withChannel, type ChannelDeps } from '../channel-access/channel-access';
import type { PlatformVideo, ViewerCalls } from '../platform/platform.types';
import {
  openLedger,
  payerOf,
  readQuotaShort,
  type Ledger,
  type LedgerDeps,
} from '../quota-ledger/paid-reads';
import { findCheckKey, type DueLook } from './visibility.repository';

/**
 * Who may look at a workspace's posted comments as everyone else sees them (docs/visibility.md):
 * the workspace's own key for checks, the server's key, or the grant of a channel whose Google
 * account did not post the comment. The author's own grant, which may see its held or hidden
 * comment: never.
 */
export type Viewer =
  | { kind: 'key'; source: 'user'; apiKey: string; keySealed: string }
  | { kind: 'key'; source: 'server'; apiKey: string }
  | { kind: 'grant'; grant: UsableGrant; google: string };

/** Why nobody may look: the codes the web explains, with how to make it checkable. */
export type NoViewerReason = Exclude<CannotCheckReason, 'noCommentId'>;

/** The Google account behind a channel: the same person, whichever of its channels posts. */
export const googleOf = (account: Pick<UsableGrant, 'googleSub' | 'email'>) =>
  account.googleSub ?? account.email;

/**
 * Server keys (YOUTUBE_API_KEY) Google refused, with its words: not asked again by this process
 * (a new key, or a restart after the operator mended it, is tried again). The comments that only
 * it could look at say so, instead of waiting in "checking" for ever.
 */
const refusedServerKeys = new Map<string, string>();
export const refuseServerKey = (apiKey: string, problem: string) =>
  refusedServerKeys.set(apiKey, problem);

/** The workspace's viewers, in the order they are used: its key, the server's, other grants. */
export async function viewersOf(deps: ChannelDeps, workspaceId: string) {
  const viewers: Viewer[] = [];
  const key = await findCheckKey(deps.db, workspaceId);
  if (key && key.status !== 'invalid')
    viewers.push({
      kind: 'key',
      source: 'user',
      apiKey: deps.secrets.open(key.keySealed),
      keySealed: key.keySealed,
    });
  const serverKey = deps.google.apiKey;
  if (serverKey && !refusedServerKeys.has(serverKey))
    viewers.push({ kind: 'key', source: 'server', apiKey: serverKey });
  for (const grant of await listUsableGrants(deps.db, workspaceId))
    viewers.push({ kind: 'grant', grant, google: googleOf(grant) });
  return {
    viewers,
    keyInvalid: key?.status === 'invalid',
    serverKeyInvalid: Boolean(serverKey && refusedServerKeys.has(serverKey)),
  };
}

/** Whether `viewer` sees `due` as others do: a key always; a grant only of another Google account. */
export const seesAsOthers = (viewer: Viewer, due: DueLook) =>
  viewer.kind === 'key' || (due.authorGoogle !== null && due.authorGoogle !== viewer.google);

/**
 * Who makes the next call: a viewer able to look at the look due longest (`due[0]`); a key before
 * a grant (a key sees every comment as others do), else the grant that may make the most of them.
 */
export function viewerFor(able: readonly Viewer[], due: readonly DueLook[]) {
  const fit = able.filter((v) => seesAsOthers(v, due[0]!));
  const key = fit.find((v) => v.kind === 'key');
  if (key) return key;
  const count = (v: Viewer) => due.filter((d) => seesAsOthers(v, d)).length;
  let best: Viewer | undefined;
  for (const v of fit) if (!best || count(v) > count(best)) best = v;
  return best;
}

/** Why nobody in `viewers` may look at `due`: a refused key first, the one to mend. */
export function noViewerReason(
  viewers: readonly Viewer[],
  refused: { keyInvalid: boolean; serverKeyInvalid: boolean },
): NoViewerReason {
  if (refused.keyInvalid) return 'keyInvalid';
  if (refused.serverKeyInvalid) return 'serverKeyInvalid';
  return viewers.length ? 'onlyAuthor' : 'noViewer';
}

/** What a viewer may call: comments as others see them, and videos. */
export interface ViewerSession {
  calls: ViewerCalls;
  listVideos: (ids: string[]) => Promise<PlatformVideo[]>;
}

/**
 * Runs `use` as the viewer, each call paid through the ledger of whoever answers: a grant's
 * credential and the server's key hold back what confirmed comments need; the workspace's own key
 * is a Google project of its own, through which nothing of ours is posted.
 */
export async function withViewer<T>(
  deps: ChannelDeps & LedgerDeps,
  workspaceId: string,
  viewer: Viewer,
  use: (session: ViewerSession, ledger: Ledger) => Promise<T>,
): Promise<T> {
  const ledgerOf = async (credentialId: string | null) =>
    openLedger(deps, await payerOf(deps.db, workspaceId, credentialId), { short: readQuotaShort });
  if (viewer.kind === 'grant')
    return withChannel(deps, viewer.grant, async (session) =>
      use(
        { calls: session.viewer, listVideos: session.listVideos },
        await ledgerOf(viewer.grant.credentialId),
      ),
    );
  const auth = { apiKey: viewer.apiKey };
  const ledger =
    viewer.source === 'server'
      ? await ledgerOf(null)
      : await openLedger(
          deps,
          { credentialId: `checkkey:${workspaceId}`, name: 'check key' },
          { short: readQuotaShort, holdBack: false },
        );
  const session = {
    calls: deps.platform.viewer(auth),
    listVideos: (ids: string[]) => deps.platform.listVideos(auth, ids),
  };
  return use(session, ledger);
}
