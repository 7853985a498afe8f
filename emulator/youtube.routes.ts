import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { avatarPath, avatarSvg } from './channel-avatar';
import { DEMO_USERS } from './demo-accounts';
import { CREATOR_CHANNELS, isWellFormedVideoId, videoExists, videoMetadata } from './video-catalog';
import {
  newId,
  TRANSPORT_FAULTS,
  type AccessToken,
  type PostedComment,
  type EmulatorState,
  type TransportFault,
} from './emulator-state';
import { errorBody, failure, type ApiFailure } from './google-error';
import { QUOTA_COST, type QuotaMethod } from './quota';
import { bearer } from './oauth.routes';

type Query = Record<string, string | undefined>;
/** Google takes a list as `id=a,b` or as `id=a&id=b`; the official client sends the second. */
type ListParam = string | string[] | undefined;
const COMMENT_MAX = 10_000;
const WRITE_SCOPES = [
  'https://www.googleapis.com/auth/youtube.force-ssl',
  'https://www.googleapis.com/auth/youtube',
];

/** Every channel channels.list can name: the demo users' and the catalogue's creators. */
const KNOWN_CHANNELS = [...DEMO_USERS.flatMap((user) => user.channels), ...CREATOR_CHANNELS];

class Failure extends Error {
  constructor(readonly detail: ApiFailure) {
    super(detail.message);
  }
}
const fail = (...args: Parameters<typeof failure>) => new Failure(failure(...args));

interface Caller {
  project: string;
  token?: AccessToken;
}

/** YouTube Data API v3: the four calls the app makes, with Google's costs, errors and limits. */
export function youtubeRoutes(
  app: FastifyInstance,
  state: EmulatorState,
  publicBase: () => string,
) {
  /** Runs one API call the way Google does: authenticate, charge quota, then answer. */
  const call =
    (
      method: QuotaMethod,
      needsUser: boolean,
      handler: (request: FastifyRequest, caller: Caller) => unknown,
    ) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const latency = state.latencyMs + Math.random() * state.latencyJitterMs;
      if (latency) await sleep(latency);
      try {
        const caller = authenticate(request, needsUser);
        state.calls.push({
          method,
          receivedAt: state.now(),
          channelId: caller.token?.channel.id,
          videoId: videoIdOf(request),
        });
        const fault = state.takeFault(method);
        if (fault && isTransportFault(fault) && fault !== 'dropAfterInsert')
          return breakConnection(request, reply, fault);
        if (fault && !isTransportFault(fault)) throw fail(fault);
        if (!state.quota.charge(caller.project, QUOTA_COST[method], new Date(state.now())))
          throw fail('quotaExceeded');
        const body = handler(request, caller);
        if (method === 'commentThreads.insert' && state.answerDelayMs)
          await sleep(state.answerDelayMs);
        if (fault === 'dropAfterInsert') return breakConnection(request, reply, fault);
        return body;
      } catch (error) {
        if (!(error instanceof Failure)) throw error;
        return reply.status(error.detail.status).send(errorBody(error.detail));
      }
    };

  function authenticate(request: FastifyRequest, needsUser: boolean): Caller {
    const value = bearer(request);
    if (value) {
      const token = state.liveAccessToken(value);
      if (!token) throw fail('authError');
      return { project: token.clientId, token };
    }
    const key = (request.query as Query).key;
    if (key && !needsUser) return { project: `key:${key}` };
    throw new Failure({
      status: 401,
      reason: 'required',
      domain: 'global',
      message: 'Login Required.',
    });
  }

  app.get(
    '/youtube/v3/videos',
    call('videos.list', false, (request) => {
      const ids = splitIds((request.query as { id?: ListParam }).id);
      if (ids.length > 50)
        throw fail('invalidValue', 'The request specifies too many video ids (50 at most).');
      const items = ids.filter(videoExists).map((id) => videoMetadata(id, publicBase()));
      return listResponse('youtube#videoListResponse', items);
    }),
  );

  app.get(
    '/youtube/v3/channels',
    call('channels.list', false, (request, caller) => {
      const query = request.query as Query;
      if (query.mine === 'true') {
        if (!caller.token) throw fail('forbidden');
        return listResponse('youtube#channelListResponse', [
          channelResource(caller.token.channel, publicBase()),
        ]);
      }
      const items = splitIds((request.query as { id?: ListParam }).id).flatMap((id) => {
        const known = KNOWN_CHANNELS.find((c) => c.id === id);
        return known ? [channelResource(known, publicBase())] : [];
      });
      return listResponse('youtube#channelListResponse', items);
    }),
  );

  /** A channel's picture (channels.list points here): its initials, as an SVG. */
  app.get('/avatars/:channelId/:file', async (request, reply) => {
    const { channelId } = request.params as { channelId: string };
    const known = KNOWN_CHANNELS.find((c) => c.id === channelId);
    if (!known) return reply.status(404).send();
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(avatarSvg(known.id, known.title));
  });

  app.get(
    '/youtube/v3/commentThreads',
    call('commentThreads.list', false, (request) => {
      const query = request.query as Query;
      const videoId = query.videoId ?? '';
      if (!videoExists(videoId)) throw fail('videoNotFound');
      if (!state.commentsAllowed(videoId)) throw fail('commentsDisabled');
      const max = Math.min(Number(query.maxResults ?? 20) || 20, 100);
      const all = state.commentsOn(videoId);
      // The page token is the last comment of the previous page: newer comments arriving
      // between pages never shift what comes next.
      const after = query.pageToken ? all.findIndex((c) => c.id === query.pageToken) : -1;
      if (query.pageToken && after < 0) throw fail('invalidPageToken');
      const page = all.slice(after + 1, after + 1 + max);
      const more = after + 1 + max < all.length;
      return {
        ...listResponse('youtube#commentThreadListResponse', page.map(commentThreadResource)),
        ...(more ? { nextPageToken: page.at(-1)!.id } : {}),
      };
    }),
  );

  app.post(
    '/youtube/v3/commentThreads',
    call('commentThreads.insert', true, (request, caller) => {
      const token = caller.token!;
      if (!WRITE_SCOPES.some((scope) => token.scope.split(' ').includes(scope)))
        throw fail('insufficientPermissions');
      const body = request.body as {
        snippet?: { videoId?: string; topLevelComment?: { snippet?: { textOriginal?: string } } };
      };
      const videoId = body?.snippet?.videoId ?? '';
      const text = body?.snippet?.topLevelComment?.snippet?.textOriginal ?? '';
      if (!token.channel.canComment) throw fail('ineligibleAccount');
      if (!text.trim()) throw fail('commentTextRequired');
      if (text.length > COMMENT_MAX) throw fail('commentTextTooLong');
      if (!isWellFormedVideoId(videoId) || !videoExists(videoId)) throw fail('videoNotFound');
      if (!state.commentsAllowed(videoId)) throw fail('commentsDisabled');
      const comment = state.addComment({
        id: newId('Ugz', 15),
        videoId,
        channelId: token.channel.id,
        channelTitle: token.channel.title,
        text,
        clientId: token.clientId,
      });
      return commentThreadResource(comment);
    }),
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The video a call is about: `videoId` of a list, or of an insert's body. */
function videoIdOf(request: FastifyRequest) {
  const body = request.body as { snippet?: { videoId?: unknown } } | undefined;
  const id = (request.query as Query).videoId ?? body?.snippet?.videoId;
  return typeof id === 'string' ? id : undefined;
}

function isTransportFault(value: string): value is TransportFault {
  return (TRANSPORT_FAULTS as readonly string[]).includes(value);
}

/** The request was (or was not) handled, but the caller never gets an answer. */
function breakConnection(request: FastifyRequest, reply: FastifyReply, fault: TransportFault) {
  reply.hijack();
  if (fault === 'timeout') {
    // Hold the socket open until the caller gives up; never answer.
    setTimeout(() => request.raw.socket.destroy(), 120_000).unref();
    return;
  }
  request.raw.socket.destroy();
}

function splitIds(value: ListParam) {
  return [value ?? '']
    .flat()
    .join(',')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
}

function listResponse(kind: string, items: unknown[]) {
  return {
    kind,
    etag: newId('', 9),
    pageInfo: { totalResults: items.length, resultsPerPage: items.length },
    items,
  };
}

function channelResource(
  { id, title, handle }: { id: string; title: string; handle: string },
  base: string,
) {
  // Pictures the emulator serves itself (below): a demo without internet shows no broken image.
  const avatar = (size: number) => ({
    url: `${base}${avatarPath(id, size)}`,
    width: size,
    height: size,
  });
  return {
    kind: 'youtube#channel',
    etag: newId('', 9),
    id,
    snippet: {
      title,
      description: `${title} (a demo channel of the local YouTube emulator)`,
      customUrl: handle,
      publishedAt: '2020-01-01T00:00:00Z',
      thumbnails: { default: avatar(88), medium: avatar(240), high: avatar(800) },
    },
  };
}

function commentThreadResource(comment: PostedComment) {
  const snippet = {
    videoId: comment.videoId,
    textDisplay: comment.text,
    textOriginal: comment.text,
    authorDisplayName: comment.channelTitle,
    authorChannelId: { value: comment.channelId },
    canRate: true,
    viewerRating: 'none',
    likeCount: 0,
    publishedAt: comment.publishedAt,
    updatedAt: comment.publishedAt,
  };
  return {
    kind: 'youtube#commentThread',
    etag: newId('', 9),
    id: comment.id,
    snippet: {
      channelId: comment.channelId,
      videoId: comment.videoId,
      topLevelComment: { kind: 'youtube#comment', etag: newId('', 9), id: comment.id, snippet },
      canReply: true,
      totalReplyCount: 0,
      isPublic: true,
    },
  };
}
