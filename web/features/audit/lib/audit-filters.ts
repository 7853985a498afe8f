import { AUDIT_KINDS, type AuditKind } from '@core/api/audit.schema';

/** The screen's filters, as the address keeps them: a day is "YYYY-MM-DD" on the reader's clock. */
export interface AuditFilters {
  kind?: AuditKind;
  actorId?: string;
  from?: string;
  to?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && DAY.test(value) ? value : undefined);

/** The filters in the page's address (?kind=&person=&from=&to=); anything unknown is ignored. */
export function filtersFrom(search: URLSearchParams): AuditFilters {
  const kind = AUDIT_KINDS.find((each) => each === search.get('kind'));
  return {
    kind,
    actorId: search.get('person') ?? undefined,
    from: day(search.get('from')),
    to: day(search.get('to')),
  };
}

/** The filters back into the page's address, leaving out those not set. */
export function filtersSearch(filters: AuditFilters) {
  const search = new URLSearchParams();
  if (filters.kind) search.set('kind', filters.kind);
  if (filters.actorId) search.set('person', filters.actorId);
  if (filters.from) search.set('from', filters.from);
  if (filters.to) search.set('to', filters.to);
  return search;
}

/** Midnight starting `day` on the reader's clock, `days` later, as an instant. */
function startOf(dayText: string, days = 0) {
  const [year, month, date] = dayText.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + days);
}

/**
 * The API's query for the filters (GET /api/audit and its CSV): the days whole, on the reader's
 * clock, from the first one's midnight to the last millisecond of the last (the server's `to`
 * includes its instant).
 */
export function auditQuery(filters: AuditFilters) {
  const query = new URLSearchParams();
  if (filters.kind) query.set('kind', filters.kind);
  if (filters.actorId) query.set('actorId', filters.actorId);
  if (filters.from) query.set('from', startOf(filters.from).toISOString());
  if (filters.to) query.set('to', new Date(startOf(filters.to, 1).getTime() - 1).toISOString());
  return query;
}

export const hasFilters = (filters: AuditFilters) =>
  !!(filters.kind || filters.actorId || filters.from || filters.to);
