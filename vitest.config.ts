import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { localeParts } from './scripts/locale-parts.ts';

const nodeTests = ['core/**/*.test.ts', 'server/**/*.test.ts', 'emulator/**/*.test.ts'];
/**
 * Kills and freezes PostgreSQL under a server process and times its stop: run after the others,
 * alone, so the machine's load from other files does not stretch what it measures.
 */
const alone = ['server/db/database-outage.test.ts'];

export default defineConfig({
  test: {
    // Most files wait (on PostgreSQL, child processes, leases): two at a time on two cores.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: nodeTests,
          exclude: alone,
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // The exactly-once scenarios mostly wait (for leases, pacing): all run side by side.
          maxConcurrency: 8,
          // Files share a worker's loaded modules: each builds its own app, database and
          // emulator, and loading the server's modules again per file took half the run.
          isolate: false,
        },
      },
      {
        plugins: [react(), localeParts()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/**/*.test.{ts,tsx}'],
          setupFiles: ['web/test/setup.ts'],
          // One jsdom per worker: setup.ts cleans what a test leaves (DOM, storage, toasts).
          isolate: false,
        },
      },
      {
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
    ],
  },
});
