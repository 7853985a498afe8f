import type { FastifyInstance } from 'fastify';
import { fail, listResponse, splitIds, type ApiCall, type ListParam, type Query } from './api-call';
import { pageOf } from './paging';
import { searchCatalogue } from './search';
import { etagOf, videoSnippet, type VideoFacts } from './video-catalog';
import { videoCategories } from './video-categories';

/** search.list (100 units) and videoCategories.list (1 unit): how the app finds videos. */
export function searchRoutes(app: FastifyInstance, call: ApiCall, publicBase: () => string) {
  app.get(
    '/youtube/v3/search',
    call('search.list', false, (request) => {
      const query = request.query as Query;
      const page = pageOf(searchCatalogue(query), query);
      const items = page.items.map((video) => searchResult(video, publicBase()));
      return {
        ...listResponse('youtube#searchListResponse', items, page),
        regionCode: (query.regionCode ?? 'US').toUpperCase(),
      };
    }),
  );

  app.get(
    '/youtube/v3/videoCategories',
    call('videoCategories.list', false, (request) => {
      const query = request.query as Query;
      const ids = splitIds((request.query as { id?: ListParam }).id);
      if (!ids.length && !query.regionCode) throw fail('missingRequiredParameter');
      if (ids.length && query.regionCode) throw fail('incompatibleParameters');
      return listResponse('youtube#videoCategoryListResponse', videoCategories(ids, query.hl));
    }),
  );
}

function searchResult(video: VideoFacts, base: string) {
  return {
    kind: 'youtube#searchResult',
    etag: etagOf(`search:${video.id}`),
    id: { kind: 'youtube#video', videoId: video.id },
    snippet: {
      ...videoSnippet(video, base),
      liveBroadcastContent: 'none',
      publishTime: video.publishedAt,
    },
  };
}
