/**
 * Unread notifications are counted up to this many: the bell shows "99+" from there, and a count
 * that stops early costs the same whatever is unread. Free of zod: the header's bell imports it.
 */
export const UNREAD_COUNT_MAX = 100;
