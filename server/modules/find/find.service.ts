import type { z } from 'zod';
import {
  FIND_COSTS,
  type findPopularQuerySchema,
  type FindQuotaAnswer,
  type findSearchQuerySchema,
  type findSourceQuerySchema,
  type findTopicsQuerySchema,
  type FoundPage,
  type TopicList,
} from '@core/api/find.schema';
import { SEARCH_COST } from '@core/posting/quota-day';
import { parseVideoSource, type VideoSource } from '@core/videos/video-source';
import type { ChannelDeps } from '@server/channel-access/channel-access';
import { listUsableGrants } from '@server/channel-access/channel-access.repository';
import { AppError } from '@server/http/app-error';
import { uploadsPlaylistOf } from '@server/platform/discovery';
import { PlatformError } from '@server/platform/platform-error';
import type { DiscoveryCalls, PlatformVideo } from '@server/platform/platform.types';
import {
  findQuotaShort,
  payerOf,
  quotaFor,
  readPaid,
  type Ledger,
  type LedgerDeps,
} from '@server/quota-ledger/paid-reads';
import { savedVideoIds } from './find.repository';
import { filterOf, toFoundVideo } from './found-page';
import { createHandleCache } from './handle-cache';

export type FindDeps = ChannelDeps & LedgerDeps;

type Spending = { spent: number; quota: FoundPage['quota'] };

/**
 * Runs a Find request with the credential that reads YouTube for the workspace (the same rule as
 * video details: the first usable channel grant, else the server's API key), every call paid
 * through the posting ledger, and reports what it spent and what is left.
 */
async function findThrough<T>(
  deps: FindDeps,
  workspaceId: string,
  run: (calls: DiscoveryCalls, ledger: Ledger) => Promise<T>,
): Promise<T & Spending> {
  const through = async (calls: DiscoveryCalls, ledger: Ledger) => {
    const result = await run(calls, ledger);
    return { ...result, spent: ledger.spent, quota: await quotaFor(deps, ledger.payer) };
  };
  return readPaid(
    deps,
    workspaceId,
    (session, ledger) => through(session.discovery, ledger),
    (apiKey, ledger) => through(deps.platform.discovery({ apiKey }), ledger),
    findQuotaShort,
  );
}

/** GET /api/find/quota: the costs, and the quota of the credential that would pay, no call made. */
export async function findQuota(deps: FindDeps, workspaceId: string): Promise<FindQuotaAnswer> {
  const [grant] = await listUsableGrants(deps.db, workspaceId);
  const credentialId = grant ? grant.credentialId : deps.google.apiKey ? null : undefined;
  const quota =
    credentialId === undefined
      ? null
      : await quotaFor(deps, await payerOf(deps.db, workspaceId, credentialId));
  return { costs: { ...FIND_COSTS }, quota };
}

/** Google's `hl` spelling of the interface languages. */
const HL = { en: 'en', 'zh-CN': 'zh_CN', 'zh-TW': 'zh_TW' } as const;

export async function findTopics(
  deps: FindDeps,
  workspaceId: string,
  query: z.output<typeof findTopicsQuerySchema>,
): Promise<TopicList & Spending> {
  return findThrough(deps, workspaceId, async (calls, ledger) => {
    await ledger.ensure(FIND_COSTS.topics);
    const items = await ledger.call(1, () => calls.topics(query.regionCode ?? 'US', HL[query.hl]));
    return { items };
  });
}

const DAY_MS = 86_400_000;
const WITHIN_DAYS = { day: 1, week: 7, month: 30, year: 365 } as const;

/** One page of ids: their details (1 unit), filtered, marked saved. */
async function pageOf(
  deps: FindDeps,
  workspaceId: string,
  ids: string[],
  details: (ids: string[]) => Promise<PlatformVideo[]>,
  keep: (video: PlatformVideo) => boolean,
  ledger: Ledger,
) {
  const videos = ids.length ? await ledger.call(1, () => details(ids)) : [];
  return found(deps, workspaceId, videos, keep);
}

async function found(
  deps: FindDeps,
  workspaceId: string,
  videos: PlatformVideo[],
  keep: (video: PlatformVideo) => boolean,
) {
  const shown = videos.filter(keep);
  const saved = await savedVideoIds(
    deps.db,
    workspaceId,
    shown.flatMap((v) => (v.id ? [v.id] : [])),
  );
  return shown.map((video) => toFoundVideo(video, saved));
}

/**
 * search.list (1 of the credential's searches, a bucket of their own), then videos.list for the
 * page's statistics (1 unit). Refused before any call when either does not fit.
 */
export async function findSearch(
  deps: FindDeps,
  workspaceId: string,
  query: z.output<typeof findSearchQuerySchema>,
): Promise<FoundPage> {
  const keep = filterOf(query);
  const publishedAfter =
    query.within === 'any'
      ? undefined
      : new Date(Date.now() - WITHIN_DAYS[query.within] * DAY_MS).toISOString();
  return findThrough(deps, workspaceId, async (calls, ledger) => {
    await ledger.ensure(FIND_COSTS.search, SEARCH_COST);
    const page = await ledger.call(
      SEARCH_COST,
      () =>
        calls.search({
          q: query.q,
          regionCode: query.regionCode,
          relevanceLanguage: query.language,
          videoCategoryId: query.topic,
          videoDuration: query.duration,
          publishedAfter,
          order: query.order,
          pageToken: query.pageToken,
        }),
      'search',
    );
    const items = await pageOf(deps, workspaceId, page.items, calls.details, keep, ledger);
    return { items, scanned: page.items.length, nextPageToken: page.nextPageToken };
  });
}

/** videos.list chart=mostPopular (1 unit): statistics come with the page. */
export async function findPopular(
  deps: FindDeps,
  workspaceId: string,
  query: z.output<typeof findPopularQuerySchema>,
): Promise<FoundPage> {
  const keep = filterOf(query);
  return findThrough(deps, workspaceId, async (calls, ledger) => {
    await ledger.ensure(FIND_COSTS.popular);
    const page = await ledger.call(1, () =>
      calls.popular({
        regionCode: query.regionCode,
        videoCategoryId: query.topic,
        pageToken: query.pageToken,
      }),
    );
    const items = await found(deps, workspaceId, page.items, keep);
    return { items, scanned: page.items.length, nextPageToken: page.nextPageToken };
  });
}

/** A channel or playlist YouTube does not have: 404 with Google's reason. */
function notFoundSource(error: unknown) {
  if (error instanceof PlatformError && error.kind === 'permanent' && error.status === 404)
    return new AppError(
      404,
      'FIND_SOURCE_NOT_FOUND',
      `YouTube has no such channel or playlist: ${error.message}`,
      error.reason,
    );
  return error;
}

const handles = createHandleCache();

/** What a source link lists, and its name: a handle is looked up (1 unit) unless known. */
async function listedBy(
  source: Exclude<VideoSource, { kind: 'unknown' }>,
  calls: DiscoveryCalls,
  ledger: Ledger,
) {
  if (source.kind === 'playlist') return { uploadsPlaylistId: source.playlistId, title: undefined };
  if ('channelId' in source)
    return { uploadsPlaylistId: uploadsPlaylistOf(source.channelId), title: undefined };
  const known = handles.get(source.handle);
  if (known) return known;
  const found = await ledger.call(1, () => calls.channelByHandle(source.handle));
  handles.set(source.handle, found);
  return found;
}

/**
 * A channel's uploads or a playlist, newest first: playlistItems.list (1 unit) and videos.list
 * for the statistics (1); a handle's channels.list (1) once. A channel is named by its handle's
 * look-up or by the owner of its uploads; a playlist by its id (playlists.list would cost 1 more).
 */
export async function findSource(
  deps: FindDeps,
  workspaceId: string,
  query: z.output<typeof findSourceQuerySchema>,
): Promise<FoundPage> {
  const source = parseVideoSource(query.link);
  if (source.kind === 'unknown')
    throw new AppError(
      400,
      'FIND_SOURCE_UNKNOWN',
      'This is not a YouTube channel or playlist link.',
    );
  const keep = filterOf(query);
  const lookUp = 'handle' in source && !handles.get(source.handle) ? 1 : 0;
  return findThrough(deps, workspaceId, async (calls, ledger) => {
    try {
      await ledger.ensure(FIND_COSTS.source + lookUp);
      const listed = await listedBy(source, calls, ledger);
      const page = await ledger.call(1, () =>
        calls.playlistPage(listed.uploadsPlaylistId, query.pageToken),
      );
      const items = await pageOf(deps, workspaceId, page.items, calls.details, keep, ledger);
      const title =
        listed.title ??
        (source.kind === 'playlist' ? source.playlistId : page.channelTitle) ??
        query.link;
      return {
        items,
        scanned: page.items.length,
        nextPageToken: page.nextPageToken,
        source: { kind: source.kind, title },
      };
    } catch (error) {
      throw notFoundSource(error);
    }
  });
}
