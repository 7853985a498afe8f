import pino, { type DestinationStream } from 'pino';
import { isColorSupported, prettyFactory, type MessageFormatFunc } from 'pino-pretty';

/** What a reader at a terminal does without: the process, the machine, the parts shown below. */
const NOT_SHOWN = new Set([
  'level',
  'time',
  'msg',
  'pid',
  'hostname',
  'reqId',
  'req',
  'res',
  'responseTime',
  'err',
]);

/** Control characters escaped: a logged value cannot break the line or move the cursor. */
function clean(text: string) {
  return text.replace(/\p{Cc}/gu, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A field's value: quoted when it has spaces, JSON when it is an object or a list. */
function shown(value: unknown) {
  const plain = typeof value === 'string' && /^[^\s"=]+$/.test(value);
  return clean(plain ? value : (JSON.stringify(value) ?? ''));
}

interface Logged {
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
}

/** "GET /api/health?token=[redacted] 200 3 ms": the URL as logger.ts's serializer left it. */
function requestPart({ req, res, responseTime }: Logged) {
  if (!req) return [];
  return [
    `${req.method} ${req.url}`,
    ...(res?.statusCode === undefined ? [] : [String(res.statusCode)]),
    ...(responseTime === undefined ? [] : [`${Math.round(responseTime)} ms`]),
  ].map(clean);
}

/** The message, then the request, then `key=value` for every other field, on one line. */
const messageFormat: MessageFormatFunc = (log, messageKey, _levelLabel, { colors }) => {
  const logged = log as Logged;
  const fields = Object.entries(log)
    .filter(([key]) => !NOT_SHOWN.has(key))
    .map(([key, value]) => `${key}=${shown(value)}`);
  if (logged.err?.message !== undefined) fields.push(`err=${shown(logged.err.message)}`);
  const details = [...requestPart(logged), ...fields].join(' ');
  const said = log[messageKey];
  const message = typeof said === 'string' ? clean(said) : said === undefined ? '' : shown(said);
  const line = details ? `${message} ${colors.gray(details)}` : message;
  // An error's stack is where a newcomer looks first: under its line, indented.
  const stack = Number(log.level) >= pino.levels.values.error! ? logged.err?.stack : undefined;
  if (!stack) return line;
  return [line, ...stack.split('\n').map((part) => `    ${clean(part)}`)].join('\n');
};

/** "[14:03:07] INFO: message fields": one record's JSON line as a terminal shows it. */
export function prettyFormatter(colorize: boolean) {
  return prettyFactory({
    colorize,
    translateTime: 'SYS:HH:MM:ss',
    hideObject: true,
    ignore: 'pid,hostname',
    messageFormat,
  });
}

/**
 * Writes each record as a readable line, in this thread and at once: no worker thread (pino's
 * transports) to outlive a stop, no line lost on exit. Colours only on a terminal.
 */
export function prettyDestination(target?: DestinationStream): DestinationStream {
  const format = prettyFormatter(!target && isColorSupported);
  const out = target ?? pino.destination({ dest: 1, sync: true });
  return { write: (line: string) => out.write(format(line)) };
}
