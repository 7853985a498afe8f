import * as batchState from '@server/batch-state/batch-state';
import { assertResendable, type RepostForApproval } from '../comments/comments.service';
import type { BatchActor } from './batch-actor';
import { confirmed, waitsForApproval } from './batch-approval.service';
import { recordedForApproval } from './batch-create.service';
import type { BatchDeps } from './batch-deps';

/**
 * docs/architecture.md §10: re-posting a comment needs approval again when an editor asks, in a
 * workspace that asks for approval: the comment goes into a batch of its own that waits, with the
 * confirmation of posting it (its approvers are told); otherwise undefined, and it is queued
 * again in its batch as always.
 */
export async function repostForApproval(
  deps: BatchDeps,
  actor: BatchActor,
  commentId: string,
): Promise<RepostForApproval | undefined> {
  if (!(await waitsForApproval(deps.db, actor))) return undefined;
  // What posting it again would refuse is said first, not what preparing the approval finds.
  await assertResendable(deps.db, actor.workspaceId, commentId);
  const awaiting = await recordedForApproval(deps, actor.workspaceId, commentId);
  const batch = { workspaceId: actor.workspaceId, createdBy: actor.userId, mode: 'api' as const };
  return async (tx, id) => {
    const row = await batchState.repostAwaiting(tx, { ...batch, total: 1, awaiting }, id);
    await confirmed(tx, actor, row, 1);
  };
}
