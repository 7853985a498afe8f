import type { LaunchBody } from '@core/api/batches.schema';
import { BATCH_MAX, batchTotal, type PlanChoice } from '@core/posting/plan';
import type { Db } from '@server/db/database';
import { AppError, notFound } from '@server/http/app-error';
import { ownedAccounts } from '../channels/channels.repository';
import { ownedTemplates } from '../templates/templates.repository';
import { existingVideoIds } from '../videos/videos.repository';

/**
 * Turns what /launch sent into a plan, refusing anything not the workspace's: another workspace's
 * channel, video or template is "not found", and nothing is created.
 */
export async function resolvePlan(db: Db, workspaceId: string, body: LaunchBody) {
  const accountIds = [...new Set(body.accountIds)];
  const videoIds = [...new Set(body.videoIds)];
  const channels = await ownedAccounts(db, workspaceId, accountIds);
  if (channels.length !== accountIds.length) throw notFound('Channel');
  if ((await existingVideoIds(db, workspaceId, videoIds)).length !== videoIds.length)
    throw notFound('Video');

  let choice: PlanChoice;
  if (body.mode === 'multi') {
    const wanted = body.templates ?? [];
    const found = new Map(
      (
        await ownedTemplates(
          db,
          workspaceId,
          wanted.map((t) => t.id),
        )
      ).map((t) => [t.id, t]),
    );
    if (found.size !== new Set(wanted.map((t) => t.id)).size) throw notFound('Template');
    choice = {
      mode: 'multi',
      templates: wanted.map((t) => ({
        id: t.id,
        content: found.get(t.id)!.content,
        frequency: t.frequency,
      })),
    };
  } else if (body.templateId) {
    const [template] = await ownedTemplates(db, workspaceId, [body.templateId]);
    if (!template) throw notFound('Template');
    choice = { mode: 'single', template };
  } else {
    choice = { mode: 'single', text: body.text };
  }
  return planFrom(channels, accountIds, videoIds, choice);
}

type Channel = Awaited<ReturnType<typeof ownedAccounts>>[number];

/**
 * The plan of these channels (`accountIds`: their ids in the order chosen), videos and texts,
 * refused when it is empty or too large.
 */
export function planFrom(
  channels: Channel[],
  accountIds: string[],
  videoIds: string[],
  choice: PlanChoice,
) {
  const { total, perPair } = batchTotal(accountIds.length, videoIds.length, choice);
  if (total === 0) {
    throw new AppError(400, 'EMPTY_PLAN', 'Please enter a comment or select a template.');
  }
  if (total > BATCH_MAX) {
    throw new AppError(
      400,
      'BATCH_TOO_LARGE',
      `This would be ${total.toLocaleString('en')} comments; a batch holds at most ${BATCH_MAX.toLocaleString('en')}.`,
      String(total),
    );
  }
  return { channels, accountIds, videoIds, choice, total, perPair };
}
export type ResolvedPlan = ReturnType<typeof planFrom>;
