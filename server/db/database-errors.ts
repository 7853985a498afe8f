/** Network failures on the way to PostgreSQL. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);
/**
 * SQLSTATEs of a server that is going away or not accepting us: admin_shutdown, crash_shutdown,
 * cannot_connect_now, the connection_exception class, too_many_connections.
 */
const SERVER_GONE = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
]);
/** What node-postgres says when a connection dies or our timeouts fire. */
const DRIVER_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Query read timeout/i,
  /Client has encountered a connection error/i,
  /Connection ended/i,
];

/**
 * Whether a failure means "the database is not reachable right now" (down, restarting, frozen past
 * our timeouts) rather than a fault of ours: such requests answer 503, and work again by
 * themselves once the database is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 5; depth++) {
    const { code, message } = e;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_GONE.has(code))) return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((m) => m.test(message))) return true;
    e = e.cause as typeof e;
  }
  return false;
}
