/** One page as the API answers it: the videos as JSON text (`video_json`, migration 0024). */
export interface VideoPageText {
  /** The videos' JSON objects, joined by commas, in list order. */
  items: string;
  total: number;
  /** A search counted up to its bound: `total` is a floor, and there are more. */
  totalIsMinimum: boolean;
  /** A search's page: its videos' ids and the snapshot it was read under (kept-search-pages.ts). */
  readAs?: { ids: string[]; snapshot: string };
}

/** The page's ids and the snapshot it was read under, as a statement's row spells them. */
export const readAs = (row: { pageIds: string | null; snapshot: string }) => ({
  ids: row.pageIds ? row.pageIds.split(',') : [],
  snapshot: row.snapshot,
});
