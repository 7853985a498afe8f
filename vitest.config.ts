import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { localeParts } from './scripts/locale-parts.ts';
import { pathAliases } from './scripts/path-aliases.ts';

const nodeTests = [
  'core/**/*.test.ts',
  'server/**/*.test.ts',
  'emulator/**/*.test.ts',
  'scripts/**/*.test.ts',
];
/**
 * Kills and freezes PostgreSQL under a server process and times its stop: run after the others,
 * alone, so the machine's load from other files does not stretch what it measures.
 */
const alone = ['server/db/database-outage.test.ts'];
/**
 * Two web and two worker processes posting 300 comments (docs/architecture.md §3): never beside
 * the timed tests, as its five processes load both cores (a paced test's worker once sent 1 of
 * its 3 comments in 15 s); `npm test` runs it beside the journeys (`test:unit:processes`).
 */
const processes = ['server/posting/many-processes.test.ts'];
/**
 * Tests of processes and time (killed workers, servers and npm scripts, leases, paced sends):
 * `npm test` runs them first, on a machine nothing else loads; the others beside the journeys.
 */
const timed = [
  'server/posting/exactly-once.test.ts',
  'server/posting/answers.test.ts',
  'server/posting/clock-skew.test.ts',
  'server/posting/crash.test.ts',
  'server/posting/schedule-crash.test.ts',
  'server/posting/worker.test.ts',
  'server/posting/verification.test.ts',
  'server/visibility/checker-crash.test.ts',
  'server/visibility/visibility-checks.test.ts',
  'server/webhook-delivery/webhook-crash.test.ts',
  'server/idempotency/dropped-answer.test.ts',
  'server/background/loops.test.ts',
  'server/background/roles.test.ts',
  'server/background/wake-ups.test.ts',
  'server/worker-http.test.ts',
  'server/main.test.ts',
  'server/npm-scripts.test.ts',
  'server/demo/demo.test.ts',
];
/** Inline projects do not inherit the root's options: each names the aliases. */
const resolve = { alias: pathAliases };
const nodeProject = {
  environment: 'node' as const,
  globalSetup: ['server/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // expect.poll gives up after 1 s by default: on a busy CI machine a background loop's first
  // round can take longer than that (a mail test failed so, its email not tried yet).
  expect: { poll: { timeout: 15_000 } },
  // The exactly-once scenarios mostly wait (for leases, pacing): all run side by side.
  maxConcurrency: 8,
  // Files share a worker's loaded modules: each builds its own app, database and emulator, and
  // loading the server's modules again per file took half the run.
  isolate: false,
};

export default defineConfig({
  test: {
    // Most files wait (on PostgreSQL, child processes, leases): two at a time on two cores.
    maxWorkers: 2,
    projects: [
      {
        resolve,
        test: {
          name: 'node',
          include: nodeTests,
          exclude: [...alone, ...timed, ...processes],
          ...nodeProject,
        },
      },
      { resolve, test: { name: 'node-timed', include: timed, ...nodeProject } },
      {
        plugins: [react(), localeParts()],
        resolve,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/**/*.test.{ts,tsx}'],
          setupFiles: ['web/test/setup.ts'],
          // Beside the build and the timed tests, a Mantine screen can take seconds to render:
          // a guard against a hang, not a measure (CI once timed out at the default 5 s).
          testTimeout: 20_000,
          // One jsdom per worker: setup.ts cleans what a test leaves (DOM, storage, toasts).
          isolate: false,
        },
      },
      {
        resolve,
        test: {
          name: 'node-alone',
          environment: 'node',
          include: alone,
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          sequence: { groupOrder: 1 },
        },
      },
      {
        resolve,
        test: {
          name: 'node-processes',
          environment: 'node',
          include: processes,
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
