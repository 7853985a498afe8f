/**
 * docs/product.md §9: what the dashboard is built from is cached 60 s (no retry, no refetch on
 * focus: the query client's defaults); Refresh invalidates it.
 */
export const DASHBOARD_STALE_MS = 60_000;
