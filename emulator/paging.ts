import { fail, type Query } from './api-call';

/** The most search.list, videos.list (chart), playlistItems.list return per page. */
export const PAGE_MAX = 50;
/** What they return when maxResults is not given. */
const PAGE_DEFAULT = 5;

const tokenOf = (offset: number) => Buffer.from(`o${offset}`).toString('base64url');

function offsetOf(token: string) {
  const match = /^o(\d+)$/.exec(Buffer.from(token, 'base64url').toString());
  return match ? Number(match[1]) : undefined;
}

/**
 * One page of a list the emulator computes whole, as Google pages: `maxResults` from 0 to 50
 * (default 5), an opaque `pageToken` from the previous answer's `nextPageToken` or `prevPageToken`.
 */
export function pageOf<T>(all: readonly T[], query: Query) {
  const size = query.maxResults === undefined ? PAGE_DEFAULT : Number(query.maxResults);
  if (!Number.isInteger(size) || size < 0 || size > PAGE_MAX)
    throw fail(
      'invalidValue',
      `Invalid value '${query.maxResults}'. Values must be within the range: [0, ${PAGE_MAX}]`,
    );
  const offset = query.pageToken ? offsetOf(query.pageToken) : 0;
  if (offset === undefined || offset > all.length) throw fail('invalidPageToken');
  const end = offset + size;
  return {
    items: all.slice(offset, end),
    offset,
    size,
    total: all.length,
    nextPageToken: end < all.length && size > 0 ? tokenOf(end) : undefined,
    prevPageToken: offset > 0 ? tokenOf(Math.max(0, offset - size)) : undefined,
  };
}
