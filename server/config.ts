import { DEFAULT_CHECK_DELAYS, parseCheckDelays } from '@core/visibility/check-schedule';
import path from 'node:path';
import { z } from 'zod';

/** docs/architecture.md §3: what a process runs (server/background/loops.ts lists the loops). */
export const ROLES = ['web', 'worker', 'all'] as const;
export type Role = (typeof ROLES)[number];

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const optionalUrl = optionalString.pipe(z.url().optional());

const envSchema = z
  .object({
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** Unset: readable lines when stdout is a terminal, JSON lines otherwise (log collectors). */
    LOG_FORMAT: optionalString.pipe(
      z
        .enum(['json', 'pretty'], {
          error: (issue) => `must be json or pretty, not "${String(issue.input)}"`,
        })
        .optional(),
    ),
    /** A PostgreSQL server. Without one, an embedded PostgreSQL runs under DATA_DIR/pg. */
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    DATA_DIR: z.string().default('./data'),
    /** Key material for encrypting secrets at rest; a key file under DATA_DIR is made when unset. */
    APP_SECRET: optionalString.pipe(
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    /** The address users reach the app at, e.g. https://comments.example.com. */
    PUBLIC_URL: optionalUrl,
    WEB_DIST_DIR: z.string().default('./dist/web'),
    CONTACT_1_NAME: optionalString,
    CONTACT_1_URL: optionalUrl,
    CONTACT_2_NAME: optionalString,
    CONTACT_2_URL: optionalUrl,
    /** The server-level Google credential ("Sign in with Google" on /auth). */
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    /** Unset: Google's real endpoints. Set (the emulator's address): every OAuth endpoint under it. */
    GOOGLE_OAUTH_BASE_URL: optionalUrl,
    /** Unset: https://youtube.googleapis.com. */
    YOUTUBE_API_BASE_URL: optionalUrl,
    /** A YouTube Data API key for video details when the user has no connected channel. */
    YOUTUBE_API_KEY: optionalString,
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    /** docs/api.md: requests a minute each API token may make. */
    TOKEN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    /**
     * docs/api.md §4: how long a request waits for another with the same Idempotency-Key to
     * answer before it is told that one is in progress.
     */
    IDEMPOTENCY_WAIT_SECONDS: z.coerce.number().min(0).max(60).default(10),
    /**
     * docs/architecture.md §3: `web` serves the app and runs no background work, `worker` runs
     * all of it and serves nothing, `all` (the default) does both.
     */
    ROLE: z
      .enum(ROLES, { error: (issue) => `must be web, worker or all, not "${String(issue.input)}"` })
      .default('all'),
    /** Replaced by ROLE: refused, so a deployment that set it does not silently run everything. */
    POSTING_WORKER: optionalString,
    /** Comments a worker process sends at once (each for a different channel). */
    POSTING_SLOTS: z.coerce.number().int().min(1).max(64).default(4),
    /** First wait after a transient failure; doubled each time (no jitter). */
    POSTING_RETRY_BASE_MS: z.coerce.number().int().min(10).default(5000),
    /**
     * How long after a lost answer the comment is looked for on YouTube (which may still be
     * storing it); also what a send's lease on its comment lasts beyond PLATFORM_TIMEOUT_MS.
     */
    POSTING_VERIFY_DELAY_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
    /** How long a Google call may take before its answer counts as lost. */
    PLATFORM_TIMEOUT_MS: z.coerce.number().int().min(500).default(30_000),
    /** Units a credential may spend per day (Google's default project quota). */
    QUOTA_DAILY_UNITS: z.coerce.number().int().min(50).default(10_000),
    /** search.list calls a credential may make per day: a bucket of their own since 2026-06-01. */
    QUOTA_SEARCH_CALLS: z.coerce.number().int().min(0).default(100),
    /** videos.batchGetStats units a credential may spend per day: another bucket (2026-06-03). */
    QUOTA_STATS_UNITS: z.coerce.number().int().min(0).default(10_000),
    SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /**
     * docs/platform.md §7: saved videos' details are read again once this many days old (YouTube
     * allows keeping them 30 days at most).
     */
    DETAILS_REFRESH_AFTER_DAYS: z.coerce.number().int().min(1).max(29).default(7),
    /** The most units one user's details refresh may spend in a day (1 per 50 videos); 0: off. */
    DETAILS_REFRESH_UNITS_PER_DAY: z.coerce.number().int().min(0).default(2000),
    /** docs/visibility.md: when each posted comment is looked at as a viewer, from its posting. */
    VISIBILITY_CHECK_DELAYS: z
      .string()
      .default(DEFAULT_CHECK_DELAYS)
      .transform((text, context) => {
        try {
          return parseCheckDelays(text);
        } catch (error) {
          context.addIssue({ code: 'custom', message: (error as Error).message });
          return z.NEVER;
        }
      }),
    /**
     * docs/email.md: the SMTP server that sends the app's emails, e.g. smtp://user:pass@host:587
     * (STARTTLS when offered) or smtps://… (TLS from the start). Unset: no emails, and the
     * screens that need one say so.
     */
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\/[^/]/, 'must look like smtp://user:pass@host:587 or smtps://…')
        .optional(),
    ),
    /** First wait after the SMTP server refused an email or was down; doubled up to an hour. */
    MAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).default(60_000),
    /** The sender of the app's emails, e.g. "Comments <comments@example.com>". */
    MAIL_FROM: z.string().trim().min(3).default('Multi-Comment Manager <no-reply@localhost>'),
    /** The most units one user's visibility checks may spend in a day; 0: no checks. */
    VISIBILITY_UNITS_PER_DAY: z.coerce.number().int().min(0).default(500),
    /**
     * docs/security.md §9: webhooks may be http and reach private addresses (this machine, the
     * local network). For tests and closed networks only.
     */
    WEBHOOKS_ALLOW_PRIVATE: z.enum(['true', 'false']).default('false'),
    /** First wait after a webhook delivery failed; doubled up to an hour, for 24 hours. */
    WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
    /** How long a webhook's answer is waited for; its delivery's lease is 5 s longer. */
    WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    /**
     * docs/operations.md: the port on which `npm run worker` answers /metrics and the health
     * probes (it serves nothing else); unset, it listens on none.
     */
    WORKER_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
    /**
     * docs/operations.md §1: unset, GET /metrics answers 404; set, it answers the scraper that
     * sends it as `Authorization: Bearer <token>`.
     */
    METRICS_TOKEN: optionalString.pipe(
      z.string().min(16, 'must be at least 16 characters').optional(),
    ),
    /**
     * docs/operations.md §3: requests are refused with 503 and Retry-After while the event loop's
     * mean delay over the last second passes this (ms), or its utilisation passes the next; 0: off.
     */
    LOAD_SHED_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(500),
    /**
     * Off unless set: a process that has just started (a second of migrations and first
     * queries) or shares its CPU reads near 1 while it still answers promptly, and refused the
     * first sign-in after a restart.
     */
    LOAD_SHED_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).default(0),
  })
  .superRefine((env, context) => {
    if (env.POSTING_WORKER) {
      context.addIssue({
        code: 'custom',
        path: ['POSTING_WORKER'],
        message: 'replaced by ROLE: use ROLE=web for a process that only serves the app',
      });
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      context.addIssue({
        code: 'custom',
        path: ['GOOGLE_CLIENT_SECRET'],
        message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together: set both or neither',
      });
    }
  });

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads the environment once and reports every problem at the same time. `role` is the ROLE when
 * the environment sets none (`npm run worker`'s is `worker`).
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  defaults: { role?: Role } = {},
) {
  const parsed = envSchema.safeParse({ ...env, ROLE: env.ROLE ?? defaults.role });
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const contacts = [
    { name: e.CONTACT_1_NAME, url: e.CONTACT_1_URL },
    { name: e.CONTACT_2_NAME, url: e.CONTACT_2_URL },
  ].flatMap(({ name, url }) => (url ? [{ name: name ?? new URL(url).hostname, url }] : []));

  return {
    role: e.ROLE,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    appSecret: e.APP_SECRET,
    publicUrl: e.PUBLIC_URL ? new URL(e.PUBLIC_URL) : undefined,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    contacts,
    google: {
      clientId: e.GOOGLE_CLIENT_ID,
      clientSecret: e.GOOGLE_CLIENT_SECRET,
      oauthBaseUrl: e.GOOGLE_OAUTH_BASE_URL,
      youtubeApiBaseUrl: e.YOUTUBE_API_BASE_URL,
      apiKey: e.YOUTUBE_API_KEY,
    },
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    tokenRateLimitPerMinute: e.TOKEN_RATE_LIMIT_PER_MINUTE,
    idempotencyWaitMs: e.IDEMPOTENCY_WAIT_SECONDS * 1000,
    posting: {
      slots: e.POSTING_SLOTS,
      retryBaseMs: e.POSTING_RETRY_BASE_MS,
      /** A send is given up on after this; its lease on the comment outlasts it. */
      timeoutMs: e.PLATFORM_TIMEOUT_MS,
      verifyDelayMs: e.POSTING_VERIFY_DELAY_MS,
      quotaDailyUnits: e.QUOTA_DAILY_UNITS,
      quotaSearchCalls: e.QUOTA_SEARCH_CALLS,
      quotaStatsUnits: e.QUOTA_STATS_UNITS,
    },
    platformTimeoutMs: e.PLATFORM_TIMEOUT_MS,
    detailsRefresh: {
      afterDays: e.DETAILS_REFRESH_AFTER_DAYS,
      unitsPerDay: e.DETAILS_REFRESH_UNITS_PER_DAY,
    },
    visibility: {
      delaysMs: e.VISIBILITY_CHECK_DELAYS,
      unitsPerDay: e.VISIBILITY_UNITS_PER_DAY,
    },
    sessionDays: e.SESSION_DAYS,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, retryBaseMs: e.MAIL_RETRY_BASE_MS },
    webhooks: {
      allowPrivate: e.WEBHOOKS_ALLOW_PRIVATE === 'true',
      retryBaseMs: e.WEBHOOK_RETRY_BASE_MS,
      timeoutMs: e.WEBHOOK_TIMEOUT_MS,
    },
    metricsToken: e.METRICS_TOKEN,
    workerPort: e.WORKER_PORT,
    loadShedding: {
      maxEventLoopDelayMs: e.LOAD_SHED_EVENT_LOOP_DELAY_MS,
      maxEventLoopUtilization: e.LOAD_SHED_EVENT_LOOP_UTILIZATION,
    },
  };
}

/** Where this server is reached on this machine (its own links when PUBLIC_URL is unset). */
export function localAddress(config: Pick<Config, 'host' | 'port'>) {
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return `http://${shown}:${config.port}`;
}

/**
 * The address emailed links start with: PUBLIC_URL, never the request's Host header (a forged
 * Host would send a reset link, and its token, to someone else's site).
 */
export function linkBase(config: Pick<Config, 'publicUrl' | 'host' | 'port'>) {
  return config.publicUrl
    ? config.publicUrl.origin + config.publicUrl.pathname.replace(/\/$/, '')
    : localAddress(config);
}
