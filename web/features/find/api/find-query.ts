/**
 * A request's fields as a query string: left-out and empty fields are not sent, so the server's
 * defaults apply.
 */
export function toQueryString(fields: object) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  return params.toString();
}

/** Keys of what Find reads; a search costs quota, so none is ever refetched on its own. */
export const findKeys = {
  all: ['find'] as const,
  quota: ['find', 'quota'] as const,
  topics: (regionCode: string | undefined, hl: string) =>
    ['find', 'topics', regionCode, hl] as const,
  pages: (request: object, run: number) => ['find', 'pages', request, run] as const,
};
