import pino from 'pino';
import type { Config } from './config';

/** Readable lines in a terminal, JSON lines everywhere else (log collectors parse those). */
export function createLogger(config: Pick<Config, 'logLevel'>) {
  const pretty = process.stdout.isTTY;
  return pino({
    level: config.logLevel,
    ...(pretty && {
      transport: {
        target: 'pino-pretty',
        options: { ignore: 'pid,hostname', translateTime: 'HH:MM:ss' },
      },
    }),
  });
}
