import type { FastifyInstance } from 'fastify';
import { MODERATION_MODES, newId, type EmulatorState } from './emulator-state';

type Body = Record<string, unknown> | undefined;

/**
 * The control API for what happens to a comment after it is posted: how YouTube treats a channel's
 * comments, a comment removed, likes and replies from viewers; and apps in Google's "Testing"
 * status, whose grants end after 7 days.
 */
export function moderationRoutes(app: FastifyInstance, state: EmulatorState) {
  /** `{ channelId, mode: publish | hold | hide }`: how that channel's next comments are treated. */
  app.post('/__emulator/moderation', async (request, reply) => {
    const { channelId, mode } = (request.body ?? {}) as Body & {
      channelId?: unknown;
      mode?: unknown;
    };
    if (typeof channelId !== 'string' || !channelId)
      return reply.status(400).send({ error: 'channelId is required' });
    if (typeof mode !== 'string' || !(mode in MODERATION_MODES))
      return reply.status(400).send({ error: 'mode is publish, hold or hide' });
    state.moderation.set(channelId, mode as keyof typeof MODERATION_MODES);
    return { channelId, mode };
  });

  app.delete('/__emulator/comments/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!state.removeComment(id)) return reply.status(404).send({ error: 'no such comment' });
    return { removed: id };
  });

  /** `{ count }` more likes on a comment. */
  app.post('/__emulator/comments/:id/likes', async (request, reply) => {
    const comment = state.comment((request.params as { id: string }).id);
    if (!comment) return reply.status(404).send({ error: 'no such comment' });
    const count = Number((request.body as Body)?.count ?? 1);
    if (!Number.isInteger(count) || count < 1)
      return reply.status(400).send({ error: 'count is a positive integer' });
    comment.likesAdded += count;
    return { id: comment.id, likesAdded: comment.likesAdded };
  });

  /** `{ text?, author?, channelId? }`: a viewer (or the channel `channelId`) replies, now. */
  app.post('/__emulator/comments/:id/replies', async (request, reply) => {
    const comment = state.comment((request.params as { id: string }).id);
    if (!comment) return reply.status(404).send({ error: 'no such comment' });
    const body = (request.body ?? {}) as Body & {
      text?: unknown;
      author?: unknown;
      channelId?: unknown;
    };
    const added = {
      id: newId(`${comment.id}.`, 6),
      authorDisplayName: typeof body.author === 'string' ? body.author : 'A viewer',
      ...(typeof body.channelId === 'string' ? { authorChannelId: body.channelId } : {}),
      text: typeof body.text === 'string' ? body.text : 'Thanks!',
      publishedAt: new Date(state.now()).toISOString(),
    };
    comment.repliesAdded.push(added);
    return added;
  });

  /** `{ testing: true }`: the client's app is in Testing; its refresh tokens last 7 days. */
  app.post('/__emulator/clients/:clientId', async (request) => {
    const { clientId } = request.params as { clientId: string };
    if ((request.body as Body)?.testing === true) state.testingClients.add(clientId);
    else state.testingClients.delete(clientId);
    return { clientId, testing: state.testingClients.has(clientId) };
  });
}
