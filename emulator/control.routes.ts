import type { FastifyInstance } from 'fastify';
import { DEMO_USERS } from './demo-accounts';
import { newId, type EmulatorState } from './emulator-state';
import { TRANSPORT_FAULTS, type Fault } from './faults';
import { isFailureReason } from './google-error';
import { playlistsOf } from './playlists';
import { quotaDay } from './quota';
import { thumbnailSvg, VIDEO_ID } from './video-catalog';

type Body = Record<string, unknown> | undefined;

const isDuration = (ms: number) => Number.isFinite(ms) && ms >= 0;

/** Test and demo controls under /__emulator/: not part of Google's API. */
export function controlRoutes(app: FastifyInstance, state: EmulatorState) {
  app.post('/__emulator/reset', async () => {
    state.reset();
    return { ok: true };
  });

  app.post('/__emulator/latency', async (request, reply) => {
    const ms = Number((request.body as Body)?.ms);
    const jitterMs = Number((request.body as Body)?.jitterMs ?? 0);
    if (!isDuration(ms) || !isDuration(jitterMs))
      return reply.status(400).send({ error: 'ms and jitterMs must be numbers >= 0' });
    state.latencyMs = ms;
    state.latencyJitterMs = jitterMs;
    return { latencyMs: ms, jitterMs };
  });

  /** Inserts are stored at once and answered `ms` later: a kill in between loses the answer. */
  app.post('/__emulator/answer-delay', async (request, reply) => {
    const ms = Number((request.body as Body)?.ms);
    if (!isDuration(ms)) return reply.status(400).send({ error: 'ms must be a number >= 0' });
    state.answerDelayMs = ms;
    return { answerDelayMs: ms };
  });

  /** Inserts reach the emulator `ms` late, stored only then: a look-up meanwhile finds nothing. */
  app.post('/__emulator/insert-delay', async (request, reply) => {
    const ms = Number((request.body as Body)?.ms);
    if (!isDuration(ms)) return reply.status(400).send({ error: 'ms must be a number >= 0' });
    state.insertDelayMs = ms;
    return { insertDelayMs: ms };
  });

  /** Data API calls as they reached the emulator, oldest first (`?method=` to narrow). */
  app.get('/__emulator/calls', async (request) => {
    const { method } = request.query as { method?: string };
    return state.calls.filter((call) => !method || call.method === method);
  });

  app.get('/__emulator/faults', async () => state.faults);
  app.post('/__emulator/faults', async (request, reply) => {
    const body = (request.body ?? {}) as Body & {
      reason?: string;
      method?: string;
      rate?: number;
      count?: number;
      project?: string;
    };
    const reason = String(body.reason ?? '');
    if (!isFailureReason(reason) && !(TRANSPORT_FAULTS as readonly string[]).includes(reason)) {
      return reply.status(400).send({ error: `unknown reason: ${reason}` });
    }
    const fault: Fault = {
      reason: reason as Fault['reason'],
      method: body.method ?? '*',
      rate: body.rate ?? 1,
      remaining: body.count,
      ...(body.project ? { project: body.project } : {}),
    };
    state.faults.push(fault);
    return fault;
  });
  app.delete('/__emulator/faults', async () => {
    state.faults = [];
    return { ok: true };
  });

  app.post('/__emulator/videos/:videoId/comments', async (request) => {
    const { videoId } = request.params as { videoId: string };
    const enabled = (request.body as Body)?.enabled !== false;
    state.commentsEnabled.set(videoId, enabled);
    return { videoId, commentsEnabled: enabled };
  });

  /** `{ gone: true }`: the video is deleted or made private (false: it is back). */
  app.post('/__emulator/videos/:videoId/gone', async (request) => {
    const { videoId } = request.params as { videoId: string };
    const gone = (request.body as Body)?.gone !== false;
    if (gone) state.goneVideos.add(videoId);
    else state.goneVideos.delete(videoId);
    return { videoId, gone };
  });

  /** Other viewers comment on a video: newer comments the app's look-ups must page past. */
  app.post('/__emulator/videos/:videoId/viewer-comments', async (request, reply) => {
    const { videoId } = request.params as { videoId: string };
    const count = Number((request.body as Body)?.count ?? 1);
    if (!Number.isInteger(count) || count < 1 || count > 10_000)
      return reply.status(400).send({ error: 'count must be an integer from 1 to 10000' });
    for (let i = 0; i < count; i++) {
      const n = state.comments.length + 1;
      state.addComment({
        id: newId('Ugv', 15),
        videoId,
        channelId: `UCviewer${String(n).padStart(16, '0')}`,
        channelTitle: `Viewer ${n}`,
        text: `A viewer's comment #${n}`,
        clientId: 'viewers',
      });
    }
    return { videoId, added: count };
  });

  /**
   * Revoke on Google's side: by token, by Google user email, or by channel id; with `project`,
   * only the grants of that OAuth client (another test's grants of the same channel stay).
   */
  app.post('/__emulator/revoke', async (request, reply) => {
    const body = (request.body ?? {}) as {
      token?: string;
      email?: string;
      channelId?: string;
      project?: string;
    };
    if (body.token) return { revoked: state.revokeToken(body.token) ? 1 : 0 };
    const ofProject = (grant: { clientId: string }) =>
      body.project === undefined || grant.clientId === body.project;
    if (body.email)
      return { revoked: state.revokeWhere((g) => g.user.email === body.email && ofProject(g)) };
    if (body.channelId)
      return {
        revoked: state.revokeWhere((g) => g.channel.id === body.channelId && ofProject(g)),
      };
    return reply.status(400).send({ error: 'give token, email or channelId' });
  });

  app.post('/__emulator/refresh-token-ttl', async (request) => {
    const ms = (request.body as Body)?.ms;
    state.refreshTokenTtlMs = typeof ms === 'number' ? ms : undefined;
    return { refreshTokenTtlMs: state.refreshTokenTtlMs ?? null };
  });

  app.get('/__emulator/comments', async (request) => {
    const { videoId } = request.query as { videoId?: string };
    return state.comments.filter((c) => !videoId || c.videoId === videoId);
  });

  app.get('/__emulator/quota', async () => ({
    day: quotaDay(new Date(state.now())),
    limit: state.quota.dailyLimit,
    limits: state.quota.limits,
    projects: state.quota.usage(new Date(state.now())),
  }));
  /** Every project's limits a day: `dailyLimit` the default bucket's, `searchLimit`, `statsLimit`. */
  app.post('/__emulator/quota', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const asked = { default: body.dailyLimit, search: body.searchLimit, stats: body.statsLimit };
    const given = Object.entries(asked).filter(([, value]) => value !== undefined);
    if (!given.length || given.some(([, value]) => !Number.isInteger(value) || Number(value) < 0))
      return reply.status(400).send({
        error: 'give dailyLimit, searchLimit or statsLimit, each an integer >= 0',
      });
    for (const [bucket, value] of given)
      state.quota.limits[bucket as keyof typeof asked] = Number(value);
    return { dailyLimit: state.quota.dailyLimit, limits: state.quota.limits };
  });

  /** The clock: `{ now: ISO }` fixes it, `{ advanceMs }` moves it, `{ now: null }` returns to real time. */
  app.post('/__emulator/clock', async (request, reply) => {
    const body = (request.body ?? {}) as { now?: string | null; advanceMs?: number };
    if (body.now === null) state.fixedNow = undefined;
    else if (typeof body.now === 'string') {
      const at = Date.parse(body.now);
      if (Number.isNaN(at)) return reply.status(400).send({ error: 'now must be an ISO date' });
      state.fixedNow = at;
    }
    if (typeof body.advanceMs === 'number') {
      if (state.fixedNow !== undefined) state.fixedNow += body.advanceMs;
      else state.clockOffsetMs += body.advanceMs;
    }
    return { now: new Date(state.now()).toISOString() };
  });

  app.get('/__emulator/accounts', async () => DEMO_USERS);

  /** The playlists playlistItems.list serves (`?channelId=` to narrow): ids for demos and tests. */
  app.get('/__emulator/playlists', async (request) => {
    const { channelId } = request.query as { channelId?: string };
    return playlistsOf(channelId);
  });

  app.get('/vi/:videoId/:file', async (request, reply) => {
    const { videoId } = request.params as { videoId: string };
    if (!VIDEO_ID.test(videoId)) return reply.status(404).send();
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(thumbnailSvg(videoId));
  });
}
