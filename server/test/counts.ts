import { emulatorControl } from '@emulator/control-client';
import type { TestApp } from './test-app';

/** What a test counts afterwards: rows of a table, units Google and the ledger counted. */

/** How many rows a table holds. */
export async function rowCount(t: Pick<TestApp, 'pool'>, table: string) {
  const { rows } = await t.pool.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return rows[0]!.n;
}

/** What Google (the emulator at `emulatorUrl`) counted today for a project: every call it took. */
export async function googleUnitsUsed(emulatorUrl: string, project: string) {
  const { projects } = await emulatorControl(emulatorUrl).quota();
  return projects.find((p) => p.project === project)?.used ?? 0;
}

/** What the ledger holds today for a credential key. */
export async function ledgerUnits(t: TestApp, key: string) {
  const { rows } = await t.pool.query<{ units: number }>(
    'select units from quota_usage where credential_key = $1',
    [key],
  );
  return rows[0]?.units ?? 0;
}
