import type { ImportVideosBody, Video, VideoQuery } from '../../../core/api/videos.schema';
import { categoryKey, NO_CATEGORY } from '../../../core/rules/category-name';
import { durationSeconds, isShortVideo } from '../../../core/format/video';
import { watchUrl } from '../../../core/videos/video-ref';
import type { Db } from '../../db/database';
import { lockUser } from '../../db/transaction';
import { AppError, notFound } from '../../http/app-error';
import { logActivity } from '../../activity/activity.repository';
import * as categoriesRepo from '../categories/categories.repository';
import { categoryFilter } from '../categories/category-filter';
import * as repo from './videos.repository';

export function toVideoDto(row: repo.VideoRow, category: string | null, sentCount: number): Video {
  return {
    id: row.id,
    videoId: row.videoId,
    title: row.title,
    thumbnail: row.thumbnail,
    channelTitle: row.channelTitle,
    channelId: row.channelId,
    channelThumbnail: row.channelThumbnail,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    category,
    categoryId: row.categoryId,
    isShort: row.isShort,
    statistics: {
      viewCount: row.viewCount,
      likeCount: row.likeCount,
      commentCount: row.commentCount,
    },
    contentDetails: { duration: row.duration },
    displayOrder: row.displayOrder,
    url: watchUrl(row.videoId),
    sentCount,
    detailsRefreshedAt: row.detailsRefreshedAt.toISOString(),
    unavailable: row.unavailableSince !== null,
  };
}

const toDto = (r: { video: repo.VideoRow; category: string | null; sentCount: number }) =>
  toVideoDto(r.video, r.category, r.sentCount);

function toFilter(query: VideoQuery): repo.VideoFilter {
  const category = categoryFilter(query.category);
  const sent =
    query.sent === 'none'
      ? { sentMax: 0 }
      : query.sent === 'any'
        ? { sentMin: 1 }
        : query.sent === 'custom'
          ? { sentMin: query.sentMin, sentMax: query.sentMax }
          : {};
  return {
    search: query.search,
    category,
    ...sent,
  };
}

/**
 * Without parameters: every video (docs/product.md §7). With any: one page and the total, from the
 * database.
 */
/** One page of the collection, filtered and sorted in the database (docs/product.md §7). */
export async function listVideos(db: Db, userId: string, query: VideoQuery) {
  const filter = toFilter(query);
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 50;
  // The total first (read from the tallies without a search): it says which end is nearer.
  const total = await repo.countVideos(db, userId, filter);
  const offset = (page - 1) * pageSize;
  const rows =
    offset < total
      ? await repo.listVideos(db, userId, filter, { offset, limit: pageSize, total })
      : [];
  return { items: rows.map(toDto), total, page, pageSize };
}

/** Videos read and written at a time when the whole list is asked for. */
const STREAM_CHUNK = 2000;

/**
 * docs/product.md §7's unpaged GET /api/videos, as JSON text in pieces: a collection of 100,000
 * videos is never held whole in memory (it would be hundreds of MB of objects and one 60 MB
 * string), so one user asking for everything does not slow everyone else down.
 */
export async function* allVideosJson(db: Db, userId: string) {
  const ids = await repo.listVideoIds(db, userId);
  yield '[';
  let first = true;
  for (let i = 0; i < ids.length; i += STREAM_CHUNK) {
    const chunk = ids.slice(i, i + STREAM_CHUNK);
    const byId = new Map((await repo.videosByIds(db, userId, chunk)).map((r) => [r.video.id, r]));
    const parts: string[] = [];
    for (const id of chunk) {
      const row = byId.get(id);
      if (row) parts.push(JSON.stringify(toDto(row))); // deleted meanwhile: left out
    }
    if (!parts.length) continue;
    yield `${first ? '' : ','}${parts.join(',')}`;
    first = false;
  }
  yield ']';
}

export const isUnpaged = (query: VideoQuery) =>
  Object.values(query).every((value) => value === undefined);

export async function getVideo(db: Db, userId: string, id: string) {
  const found = await repo.findVideo(db, userId, id);
  if (!found) throw notFound('Video');
  return toDto(found);
}

export async function existingVideoIds(db: Db, userId: string, videoIds: string[]) {
  return { existing: await repo.existingVideoIds(db, userId, videoIds) };
}

/**
 * docs/product.md §9: the first import starts at -1000; a later one goes before everything saved.
 */
const IMPORT_START = -1000;

/**
 * Saves imported videos (docs/product.md §5): the new categories first, then the videos, in one
 * transaction; videos already in the collection are left as they are and counted.
 */
export async function importVideos(db: Db, userId: string, body: ImportVideosBody) {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    // One spelling per category: the first the file uses.
    const spellings = new Map<string, string>();
    for (const { category } of body.videos) {
      const name = category?.trim();
      if (name && !spellings.has(categoryKey(name))) spellings.set(categoryKey(name), name);
    }
    const names = [...spellings.values()];
    const known = new Map(
      (await categoriesRepo.categoryNames(tx, userId, 'video')).map((c) => [
        categoryKey(c.name),
        c.id,
      ]),
    );
    let categoriesCreated = 0;
    for (const name of names) {
      if (known.has(categoryKey(name))) continue;
      const created = await categoriesRepo.insertCategory(tx, { userId, kind: 'video', name });
      if (created) {
        known.set(categoryKey(name), created.id);
        categoriesCreated += 1;
      }
    }
    const lowest = await repo.lowestDisplayOrder(tx, userId);
    const start = Math.min(IMPORT_START, (lowest ?? 0) - body.videos.length);
    const saved = await repo.insertVideos(
      tx,
      body.videos.map((v, index) => {
        const seconds = durationSeconds(v.duration);
        return {
          userId,
          videoId: v.videoId,
          categoryId: v.category?.trim() ? (known.get(categoryKey(v.category)) ?? null) : null,
          title: v.title ?? null,
          description: v.description ?? null,
          thumbnail: v.thumbnail ?? null,
          channelTitle: v.channelTitle ?? null,
          channelId: v.channelId ?? null,
          publishedAt: v.publishedAt ? new Date(v.publishedAt) : null,
          duration: v.duration ?? null,
          durationSeconds: seconds,
          isShort:
            v.isShort ??
            isShortVideo({ title: v.title, description: v.description, durationSeconds: seconds }),
          viewCount: v.viewCount ?? null,
          likeCount: v.likeCount ?? null,
          commentCount: v.commentCount ?? null,
          displayOrder: start + index,
        };
      }),
    );
    if (saved) {
      await logActivity(tx, {
        userId,
        type: body.source === 'csv' ? 'videos_added_csv' : 'videos_added_manual',
        details: { count: saved },
      });
    }
    return { saved, skippedExisting: body.videos.length - saved, categoriesCreated };
  });
}

/** A category by name (null, empty or `_none`: none); an unknown name is refused. */
export async function setVideoCategory(
  db: Db,
  userId: string,
  id: string,
  category: string | null,
) {
  let categoryId: string | null = null;
  const name = category?.trim();
  if (name && name !== NO_CATEGORY) {
    const [found] = await categoriesRepo.findCategoriesByName(db, userId, 'video', [name]);
    if (!found)
      throw new AppError(400, 'CATEGORY_NOT_FOUND', `There is no category named "${name}".`, name);
    categoryId = found.id;
  }
  if (!(await repo.updateVideo(db, userId, id, { categoryId }))) throw notFound('Video');
  return getVideo(db, userId, id);
}

export async function setChannelThumbnail(db: Db, userId: string, id: string, url: string) {
  if (!(await repo.updateVideo(db, userId, id, { channelThumbnail: url }))) throw notFound('Video');
  return getVideo(db, userId, id);
}

export async function setChannelThumbnails(
  db: Db,
  userId: string,
  channels: { channelId: string; thumbnail: string }[],
) {
  return { count: await repo.setChannelThumbnails(db, userId, channels) };
}

export async function deleteVideos(db: Db, userId: string, ids: string[]) {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    if ((await repo.countOwnedVideos(tx, userId, unique)) !== unique.length)
      throw notFound('Video');
    return { count: await repo.deleteVideos(tx, userId, unique) };
  });
}

export async function reorderVideos(
  db: Db,
  userId: string,
  order: { id: string; displayOrder: number }[],
) {
  const ids = order.map((o) => o.id);
  if (new Set(ids).size !== ids.length)
    throw new AppError(400, 'VALIDATION_FAILED', 'order: each video once');
  return db.transaction(async (tx) => {
    if ((await repo.countOwnedVideos(tx, userId, ids)) !== ids.length) throw notFound('Video');
    return { count: await repo.reorderVideos(tx, userId, order) };
  });
}

/**
 * docs/product.md §7 POST /api/videos: saves one video; saving one already there changes nothing.
 */
export async function saveVideo(db: Db, userId: string, video: ImportVideosBody['videos'][number]) {
  const { saved } = await importVideos(db, userId, { videos: [video], source: 'manual' });
  const found = await repo.findVideoByPlatformId(db, userId, video.videoId);
  return { created: saved === 1, video: toDto(found!) };
}
