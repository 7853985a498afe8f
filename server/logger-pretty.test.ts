import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { prettyDestination, prettyFormatter } from './logger-pretty';

const format = prettyFormatter(false);
const time = new Date(2026, 10, 29, 14, 3, 7, 450).getTime();
/** A record as pino writes it. */
const line = (record: Record<string, unknown>) =>
  JSON.stringify({ level: 30, time, pid: 4077, hostname: 'box', ...record }) + '\n';

describe('a readable log line', () => {
  it('is the local time, the level, the message and the request in one line', () => {
    const record = line({
      level: 20,
      reqId: 'req-1',
      req: { method: 'GET', url: '/api/auth/google/callback?code=[redacted]' },
      res: { statusCode: 302 },
      responseTime: 2.6,
      msg: 'request completed',
    });
    expect(format(record)).toBe(
      '[14:03:07] DEBUG: request completed GET /api/auth/google/callback?code=[redacted] 302 3 ms\n',
    );
  });

  it('shows every other field as key=value, quoting what has spaces', () => {
    const record = line({
      msg: 'background work started',
      role: 'all',
      databaseDir: '/tmp/my data',
      slots: 4,
      loops: ['posting', 'mail'],
    });
    expect(format(record)).toBe(
      '[14:03:07] INFO: background work started role=all databaseDir="/tmp/my data" slots=4 loops=["posting","mail"]\n',
    );
  });

  it("gives a warning's error its message, and an error's its stack below it", () => {
    const err = {
      type: 'Error',
      message: 'refused',
      stack: 'Error: refused\n    at send (mail.ts:1:1)',
    };
    expect(format(line({ level: 40, msg: 'email not sent', err }))).toBe(
      '[14:03:07] WARN: email not sent err=refused\n',
    );
    expect(format(line({ level: 50, msg: 'request failed', err }))).toBe(
      '[14:03:07] ERROR: request failed err=refused\n    Error: refused\n        at send (mail.ts:1:1)\n',
    );
  });

  it('escapes control characters, so one event stays one line', () => {
    const formatted = format(line({ msg: 'a\nb \u001b[31m', detail: 'x\ny' }));
    expect(formatted).toBe('[14:03:07] INFO: a\\u000ab \\u001b[31m detail="x\\ny"\n');
  });
});

describe('prettyDestination', () => {
  it('writes each record as its readable line at once, without colours, into a given stream', () => {
    const written: string[] = [];
    const log = pino(
      { level: 'info' },
      prettyDestination({ write: (s: string) => written.push(s) }),
    );
    log.info({ port: 5000 }, 'listening');
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: listening port=5000\n$/);
  });
});
