import { PACING_SECONDS } from '@core/api/limits';
import { nextQuotaReset, READ_COST } from '@core/posting/quota-day';
import {
  pickMatch,
  readPage,
  VERIFY_MAX_PAGES,
  type ListedComment,
} from '@core/posting/verification';
import * as batchState from '../batch-state/batch-state';
import { withChannel } from '../channel-access/channel-access';
import { databaseNow } from '../db/database-clock';
import { PlatformError } from '../platform/platform-error';
import type { ChannelSession } from '../platform/platform.types';
import * as ledger from '../quota-ledger/quota-ledger';
import type { Engine } from './engine-context';
import * as retry from './retry-policy';
import type { Failure } from '@core/api/failure-reasons';
import { markFailed, markPosted } from './send-result.repository';
import { googleWords } from './failures';
import * as repo from './verification.repository';
import { emitUnconfirmed } from '../notify/emit';

type Finding =
  | { kind: 'found'; commentId: string }
  | { kind: 'absent' }
  | { kind: 'open'; failure: Failure }
  | { kind: 'noQuota' };

/** Why a look-up could not settle it (each a key of the catalogue, with its parameters). */
const CHANNEL_GONE: Failure = { reason: 'lookupChannelGone' };
const TOO_BUSY: Failure = { reason: 'lookupTooBusy', params: { count: VERIFY_MAX_PAGES * 100 } };
const NOT_THERE: Failure = { reason: retry.ANSWER_LOST };
/** Still to be looked for: with Google's words of the failed read, if it answered. */
const checking = (platformMessage: string | null = null): Failure => ({
  reason: 'lookupPending',
  platformMessage,
});

/**
 * One page of where the send would be: the video's comments, or for an answer (docs/replies.md
 * §3) its thread's replies, read as the channel that sent it (which sees its own, held or not).
 */
async function readOnePage(
  session: ChannelSession,
  send: repo.UncertainSend,
  pageToken: string | undefined,
): Promise<{ items: ListedComment[]; nextPageToken: string | null }> {
  if (!send.parentId) return session.commentPage(send.videoId, pageToken);
  const page = await session.viewer.replyPage(send.parentId, pageToken);
  return {
    items: page.items.map((reply) => ({
      commentId: reply.id,
      channelId: reply.authorChannelId ?? '',
      text: reply.text,
      publishedAt: reply.publishedAt,
    })),
    nextPageToken: page.nextPageToken,
  };
}

/**
 * The look-up side of the worker (docs/posting-engine.md §6): for a send whose answer never came,
 * read the video's comments back to the send's time and decide: found (posted with that id), not
 * there (sent again), or open (unconfirmed: the user decides). A look-up never sends.
 */
export function createVerifier(engine: Engine) {
  const { db, posting, log } = engine;

  async function lookFor(session: ChannelSession, send: repo.UncertainSend): Promise<Finding> {
    const sought = { channelId: send.channelId!, text: send.content, sentAt: send.sentAt };
    const matches: ListedComment[] = [];
    const ours = async () =>
      pickMatch(
        matches,
        await repo.knownPlatformIds(
          db,
          matches.map((m) => m.commentId),
        ),
      );
    let pageToken: string | undefined;
    for (let page = 1; page <= VERIFY_MAX_PAGES; page++) {
      const now = await databaseNow(db);
      // A page costs a unit, spent through the ledger like a send.
      const { quotaDailyUnits: limit } = await ledger.limitsOfOne(db, send.credentialId, posting);
      const charge = await ledger.reserve(db, send.credentialId, READ_COST, { now, limit });
      if (!charge) return { kind: 'noQuota' };
      await repo.renewLease(db, send, new Date(now.getTime() + engine.leaseMs));
      const listed = await readOnePage(session, send, pageToken);
      const read = readPage(listed.items, sought);
      matches.push(...read.matches);
      const found = await ours();
      if (found) return { kind: 'found', commentId: found.commentId };
      // A thread's replies come in YouTube's order, which it does not promise to be newest
      // first: only its last page ends an answer's look-up.
      const pastSend = read.reachedOlder && !send.parentId;
      if (pastSend || !listed.nextPageToken) return { kind: 'absent' };
      pageToken = listed.nextPageToken;
    }
    return { kind: 'open', failure: TOO_BUSY };
  }

  /** A failed read never turns into a send: retried with backoff, then left to the user. */
  async function readFailed(send: repo.UncertainSend, error: unknown) {
    const now = await databaseNow(db);
    if (!(error instanceof PlatformError)) {
      log.error({ err: error, commentId: send.id }, 'look-up failed unexpectedly');
    }
    const failure =
      error instanceof PlatformError
        ? error
        : new PlatformError('transient', 'internal', String(error));
    const later = checking(googleWords(failure));
    switch (failure.kind) {
      case 'quota':
        await ledger.exhaust(
          db,
          ledger.dayOf(send.credentialId, now),
          (await ledger.limitsOfOne(db, send.credentialId, posting)).quotaDailyUnits,
        );
        return repo.recordCheckLater(db, send, {
          at: nextQuotaReset(now),
          failure: later,
          uncounted: true,
        });
      case 'reauth':
        // Waits for the channel to be reconnected (only active channels are looked up).
        return repo.recordCheckLater(db, send, { at: now, failure: later, uncounted: true });
      case 'permanent':
        return settle(send, {
          kind: 'open',
          failure: { reason: 'lookupRefused', platformMessage: googleWords(failure) },
        });
      case 'transient':
      case 'unknownOutcome':
        if (send.check >= retry.MAX_ATTEMPTS) {
          return settle(send, {
            kind: 'open',
            failure: {
              reason: 'lookupFailed',
              params: { count: send.check },
              platformMessage: googleWords(failure),
            },
          });
        }
        return repo.recordCheckLater(db, send, {
          at: new Date(now.getTime() + retry.backoffMs(send.check, posting.retryBaseMs)),
          failure: later,
        });
    }
  }

  async function settle(send: repo.UncertainSend, finding: Finding) {
    await db.transaction(async (tx) => {
      if (finding.kind === 'found') {
        await markPosted(tx, repo.thisCheck(send), finding.commentId, await databaseNow(tx));
      } else if (finding.kind === 'absent') {
        if (send.attempts >= retry.MAX_ATTEMPTS) {
          // No words of Google's to keep: the reason says it all, in the user's language.
          await markFailed(
            tx,
            repo.thisCheck(send),
            send.accountId!,
            { reason: retry.TOO_MANY_ATTEMPTS, params: { count: send.attempts } },
            retry.PAUSE_AFTER_FAILURES,
          );
        } else {
          await repo.recordAbsent(tx, send, NOT_THERE);
        }
      } else if (finding.kind === 'open') {
        await repo.recordUnconfirmed(tx, send, finding.failure);
        await emitUnconfirmed(tx, send.id);
      }
      await batchState.settle(tx, send.batchId);
    });
  }

  async function verify(send: repo.UncertainSend) {
    if (!send.grant) return settle(send, { kind: 'open', failure: CHANNEL_GONE });
    let finding: Finding;
    try {
      finding = await withChannel(
        engine,
        send.grant,
        (session) => lookFor(session, send),
        send.credential,
      );
    } catch (error) {
      return readFailed(send, error);
    }
    if (finding.kind === 'noQuota') {
      return repo.recordCheckLater(db, send, {
        at: nextQuotaReset(await databaseNow(db)),
        failure: checking(),
        uncounted: true,
      });
    }
    return settle(send, finding);
  }

  /** One look-up; false when nothing was waiting for one. */
  return async function verifyNext() {
    const send = await repo.claimUncertain(db, {
      defaultPacingSeconds: PACING_SECONDS.default,
      leaseMs: engine.leaseMs,
    });
    if (!send) return false;
    await verify(send);
    return true;
  };
}
