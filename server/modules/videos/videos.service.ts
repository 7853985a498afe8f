import type { ImportVideosBody, Video, VideoQuery } from '@core/api/videos.schema';
import { categoryKey, NO_CATEGORY } from '@core/rules/category-name';
import { durationSeconds, isShortVideo } from '@core/format/video';
import type { Db } from '@server/db/database';
import { lockWorkspace } from '@server/db/transaction';
import { turns } from '@server/http/turns';
import { AppError, notFound } from '@server/http/app-error';
import { logActivity } from '@server/activity/activity.repository';
import { searchPages } from '@server/metrics/process-metrics';
import * as categoriesRepo from '../categories/categories.repository';
import { categoryFilter } from '../categories/category-filter';
import { keepSearchPage, keptSearchPage, searchPageKey } from './kept-search-pages';
import { searchPiece } from './search-piece';
import { forgetSearchSamples, searchSamples } from './search-sample';
import { listVideoIds, videoJson, videoJsonInOrder } from './video-list.repository';
import { videoPage, type VideoFilter } from './video-page.repository';
import * as repo from './videos.repository';

function toFilter(query: VideoQuery): VideoFilter {
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
 * One page of the collection, filtered and sorted in the database (docs/product.md §7), as the
 * JSON text of the answer: the database writes each video's JSON (docs/performance.md §5).
 */
export async function videoPageJson(db: Db, workspaceId: string, query: VideoQuery) {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 50;
  const filter = toFilter(query);
  const search = filter.search?.trim();
  const bounds = { offset: (page - 1) * pageSize, limit: pageSize };
  const answer = (found: { items: string; total: number; totalIsMinimum: boolean }) => {
    const totalIsMinimum = found.totalIsMinimum ? ',"totalIsMinimum":true' : '';
    return `{"items":[${found.items}],"total":${found.total}${totalIsMinimum},"page":${page},"pageSize":${pageSize}}`;
  };
  // docs/performance.md §5: a search's page as read before, while no video has changed since.
  const key = search ? searchPageKey(workspaceId, filter, bounds) : undefined;
  const kept = key && (await keptSearchPage(db, workspaceId, key));
  if (kept) return answer(kept);
  if (search) {
    const samples = await searchSamples(db);
    const title = searchPiece(search, samples.title);
    const channelTitle = searchPiece(search, samples.channelTitle);
    // Either column unnarrowed: the two are one OR, which no index answers in half.
    filter.searchPieces =
      title === undefined || channelTitle === undefined ? 'walk' : { title, channelTitle };
  }
  const found = await videoPage(db, workspaceId, filter, bounds);
  if (key && found.readAs) {
    keepSearchPage(key, {
      ...found.readAs,
      total: found.total,
      totalIsMinimum: found.totalIsMinimum,
    });
    searchPages.inc({ source: 'read' });
  }
  return answer(found);
}

/**
 * Videos read and written at a time when the whole list is asked for: a piece of about 70 kB of
 * JSON, under the 128 kB past which V8 keeps a string among the large objects that only a full
 * collection frees (pieces of 200 held 80 MB between collections).
 */
export const STREAM_CHUNK = 100;

/**
 * Unpaged lists made at once, in this process. Each is a bulk read of the whole collection: five
 * at once took both cores (the database writing their JSON, this thread sending it) and a health
 * check waited 1.6 s. One at a time, the others wait their turn; a page never waits for them.
 */
const listTurns = turns(1);
/** A uuid as text, and the comma after it in the list of ids. */
const ID_TEXT = 37;
/** A reader that stops reading this long gives its turn up until it reads again. */
const STALLED_MS = 5_000;

/**
 * docs/product.md §7's unpaged GET /api/videos, as JSON text in pieces: a collection of 100,000
 * videos is never held whole in memory, each piece is a short query whose rows arrive as text,
 * and between pieces the server answers everyone else (docs/performance.md §5).
 */
export async function* allVideosJson(db: Db, workspaceId: string) {
  let giveBack = await listTurns.take();
  try {
    // The list as it is now: its ids, kept as the one text they came in (each 36 characters and
    // a comma) rather than 100,000 strings.
    const ids = await listVideoIds(db, workspaceId);
    const count = ids ? (ids.length + 1) / ID_TEXT : 0;
    yield '[';
    let first = true;
    for (let i = 0; i < count; i += STREAM_CHUNK) {
      const end = Math.min(count, i + STREAM_CHUNK);
      const chunk = ids.slice(i * ID_TEXT, end * ID_TEXT - 1).split(',');
      // Requests that came in meanwhile go first.
      await new Promise((resolve) => setImmediate(resolve));
      // Deleted meanwhile: left out.
      const piece = await videoJsonInOrder(db, workspaceId, chunk);
      if (!piece) continue;
      let stalled = false;
      const timer = setTimeout(() => {
        stalled = true;
        giveBack();
      }, STALLED_MS);
      yield `${first ? '' : ','}${piece}`;
      clearTimeout(timer);
      if (stalled) giveBack = await listTurns.take();
      first = false;
    }
    yield ']';
  } finally {
    giveBack();
  }
}

export const isUnpaged = (query: VideoQuery) =>
  Object.values(query).every((value) => value === undefined);

export async function getVideo(db: Db, workspaceId: string, id: string) {
  const found = await videoJson(db, workspaceId, { id });
  if (!found) throw notFound('Video');
  return JSON.parse(found) as Video;
}

export async function existingVideoIds(db: Db, workspaceId: string, videoIds: string[]) {
  return { existing: await repo.existingVideoIds(db, workspaceId, videoIds) };
}

/**
 * docs/product.md §9: the first import starts at -1000; a later one goes before everything saved.
 */
const IMPORT_START = -1000;

/**
 * Saves imported videos (docs/product.md §5): the new categories first, then the videos, in one
 * transaction; videos already in the collection are left as they are and counted.
 */
/**
 * An import at least this large is followed by the table's statistics (docs/performance.md §5):
 * before autovacuum came by, PostgreSQL planned the next pages and searches for a table it took
 * to be empty (a page 11 ms instead of 2.8 on 20,000 new videos) and searches had no sample.
 */
const ANALYZE_AFTER_ROWS = 1000;

export async function importVideos(db: Db, workspaceId: string, body: ImportVideosBody) {
  const result = await saveImport(db, workspaceId, body);
  if (result.saved >= ANALYZE_AFTER_ROWS) {
    await repo.analyzeVideos(db);
    forgetSearchSamples(db);
  }
  return result;
}

async function saveImport(db: Db, workspaceId: string, body: ImportVideosBody) {
  return db.transaction(async (tx) => {
    await lockWorkspace(tx, workspaceId);
    // One spelling per category: the first the file uses.
    const spellings = new Map<string, string>();
    for (const { category } of body.videos) {
      const name = category?.trim();
      if (name && !spellings.has(categoryKey(name))) spellings.set(categoryKey(name), name);
    }
    const names = [...spellings.values()];
    const known = new Map(
      (await categoriesRepo.categoryNames(tx, workspaceId, 'video')).map((c) => [
        categoryKey(c.name),
        c.id,
      ]),
    );
    let categoriesCreated = 0;
    for (const name of names) {
      if (known.has(categoryKey(name))) continue;
      const created = await categoriesRepo.insertCategory(tx, { workspaceId, kind: 'video', name });
      if (created) {
        known.set(categoryKey(name), created.id);
        categoriesCreated += 1;
      }
    }
    const lowest = await repo.lowestDisplayOrder(tx, workspaceId);
    const start = Math.min(IMPORT_START, (lowest ?? 0) - body.videos.length);
    const saved = await repo.insertVideos(
      tx,
      workspaceId,
      body.videos.map((v, index) => {
        const seconds = durationSeconds(v.duration);
        return {
          videoId: v.videoId,
          categoryId: v.category?.trim() ? (known.get(categoryKey(v.category)) ?? null) : null,
          title: v.title ?? null,
          description: v.description ?? null,
          thumbnail: v.thumbnail ?? null,
          channelTitle: v.channelTitle ?? null,
          channelId: v.channelId ?? null,
          publishedAt: v.publishedAt ?? null,
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
        workspaceId,
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
  workspaceId: string,
  id: string,
  category: string | null,
) {
  let categoryId: string | null = null;
  const name = category?.trim();
  if (name && name !== NO_CATEGORY) {
    const [found] = await categoriesRepo.findCategoriesByName(db, workspaceId, 'video', [name]);
    if (!found)
      throw new AppError(400, 'CATEGORY_NOT_FOUND', `There is no category named "${name}".`, name);
    categoryId = found.id;
  }
  if (!(await repo.updateVideo(db, workspaceId, id, { categoryId }))) throw notFound('Video');
  return getVideo(db, workspaceId, id);
}

export async function setChannelThumbnail(db: Db, workspaceId: string, id: string, url: string) {
  if (!(await repo.updateVideo(db, workspaceId, id, { channelThumbnail: url })))
    throw notFound('Video');
  return getVideo(db, workspaceId, id);
}

export async function setChannelThumbnails(
  db: Db,
  workspaceId: string,
  channels: { channelId: string; thumbnail: string }[],
) {
  return { count: await repo.setChannelThumbnails(db, workspaceId, channels) };
}

export async function deleteVideos(db: Db, workspaceId: string, ids: string[]) {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    if ((await repo.countOwnedVideos(tx, workspaceId, unique)) !== unique.length)
      throw notFound('Video');
    return { count: await repo.deleteVideos(tx, workspaceId, unique) };
  });
}

export async function reorderVideos(
  db: Db,
  workspaceId: string,
  order: { id: string; displayOrder: number }[],
) {
  const ids = order.map((o) => o.id);
  if (new Set(ids).size !== ids.length)
    throw new AppError(400, 'VALIDATION_FAILED', 'order: each video once');
  return db.transaction(async (tx) => {
    if ((await repo.countOwnedVideos(tx, workspaceId, ids)) !== ids.length) throw notFound('Video');
    return { count: await repo.reorderVideos(tx, workspaceId, order) };
  });
}

/**
 * docs/product.md §7 POST /api/videos: saves one video; saving one already there changes nothing.
 */
export async function saveVideo(
  db: Db,
  workspaceId: string,
  video: ImportVideosBody['videos'][number],
) {
  const { saved } = await importVideos(db, workspaceId, { videos: [video], source: 'manual' });
  const found = await videoJson(db, workspaceId, { videoId: video.videoId });
  return { created: saved === 1, video: JSON.parse(found!) as Video };
}
