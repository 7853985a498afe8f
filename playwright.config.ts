import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import {
  APP_PORT as PORT,
  EMULATOR_PORT,
  EMULATOR_URL,
  MAIL_SMTP_PORT,
  MAIL_URL,
  MAIL_WEB_PORT,
} from './e2e/ports';

/** The journeys that take longest, as CI's log of `npm test` shows them (a minute or more each). */
const LONGEST_FIRST = [
  /phone-shell\.spec\.ts$/,
  /reports-journey\.spec\.ts$/,
  /find-journey\.spec\.ts$/,
  /unconfirmed-journey\.spec\.ts$/,
  /shell-languages\.spec\.ts$/,
  /accounts-journey\.spec\.ts$/,
  /imports\.spec\.ts$/,
  // Mostly waiting for the checker's looks: begun last, it ended the run alone (CI, 2026-11-27).
  /visibility-journey\.spec\.ts$/,
];

/**
 * Debian's headless shell (package chromium-headless-shell), the build Playwright itself runs
 * headless: the same Blink without the browser's window code, about a seventh less CPU than the
 * full Chromium for the same journeys. The full one when the shell is not installed.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const CHROMIUM = existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  // A second run beside the first (other ports) keeps its own results: E2E_OUTPUT_DIR.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  // Generous for a slow machine: a journey loads a dozen pages; a pass never waits for these.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // Three journeys at a time: two left a fifth of the two cores idle while they waited for pages
  // and posts (the whole run beside the unit tests and ESLint: 12 minutes with three in the
  // headless shell against 15 with two in the full browser; measured 2026-11-27). Each journey
  // keeps to its own users, credentials and emulator faults (`project`), so none meets another's.
  fullyParallel: false,
  workers: 3,
  projects: [
    // The longest files first (each file runs on one worker), so that two long ones do not
    // end the run alone on one worker while the other waits: CI's 20 minutes (about 1 minute).
    { name: 'long journeys', testMatch: LONGEST_FIRST },
    { name: 'journeys', testIgnore: [...LONGEST_FIRST, /batch-schedule\.spec\.ts$/] },
    // The journey that waits minutes for a scheduled start (docs/schedules.md) is a run of its
    // own on other ports, on demand (`npm run test:e2e:waiting`): beside the others in CI its
    // servers slowed every journey (17 minutes instead of 13; measured 2026-11-27).
    ...(process.env.E2E_WAITING === '1'
      ? [{ name: 'waiting', testMatch: /batch-schedule\.spec\.ts$/ }]
      : []),
  ],
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1280, height: 800 },
    // As a visitor who asks for less motion (web/app/motion.css): spinners and transitions draw
    // no frames while a journey waits, which on two cores is time the other journey needs.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // Recording a trace slows every journey (with its screencast, by a fifth on two cores): a
    // failure leaves its screenshot and page snapshot (error-context.md); a retry (CI) records.
    trace: 'on-first-retry',
    launchOptions: {
      // Debian's Chromium: there is no internet here to download Playwright's own build.
      executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: 'node --import tsx emulator/main.ts',
      url: `${EMULATOR_URL}/__emulator/accounts`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { EMULATOR_PORT: String(EMULATOR_PORT), EMULATOR_HOST: '127.0.0.1' },
    },
    {
      // The demo's inbox: a real SMTP server, read by the journeys at /mails.
      command: 'node --import tsx emulator/mail-main.ts',
      url: `${MAIL_URL}/mails`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { MAIL_SMTP_PORT: String(MAIL_SMTP_PORT), MAIL_WEB_PORT: String(MAIL_WEB_PORT) },
    },
    {
      // The real server on a fresh embedded PostgreSQL, serving the built web app.
      command: `rm -rf data/e2e-${PORT} && exec node --import tsx server/main.ts`,
      url: `http://127.0.0.1:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: `data/e2e-${PORT}`,
        LOG_LEVEL: 'warn',
        // Every journey signs in and connects channels from one address, one after another.
        AUTH_RATE_LIMIT_PER_MINUTE: '200',
        CONTACT_1_NAME: '@mcm_support',
        CONTACT_1_URL: 'https://t.me/mcm_support',
        CONTACT_2_NAME: '@mcm_news',
        CONTACT_2_URL: 'https://x.com/mcm_news',
        GOOGLE_OAUTH_BASE_URL: EMULATOR_URL,
        YOUTUBE_API_BASE_URL: EMULATOR_URL,
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
        // docs/visibility.md: posted comments looked at 2 and 15 seconds after posting (the
        // journey adds likes in between, on a machine busy with another journey).
        VISIBILITY_CHECK_DELAYS: '2s,15s',
        // The account journey's webhook is delivered to the inbox's page, on this machine.
        WEBHOOKS_ALLOW_PRIVATE: 'true',
      },
    },
  ],
});
