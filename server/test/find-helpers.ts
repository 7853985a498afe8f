import { expect } from 'vitest';
import type { FoundPage } from '../../core/api/find.schema';
import {
  addCredential,
  connectChannel,
  sender,
  signUp,
  type PlatformTestApp,
} from './platform-test-app';

/** A signed-in user with one channel connected through their own credential ("user project"). */
export async function userWithChannel(t: PlatformTestApp) {
  const cookie = await signUp(t);
  const credential = await addCredential(t, cookie, { name: 'user project' });
  await connectChannel(t, cookie, credential.id);
  return { cookie, credential };
}

/** GET a Find page as the user, expecting 200. */
export async function findPage(t: PlatformTestApp, cookie: string, url: string) {
  const response = await sender(t)('GET', url, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FoundPage>();
}

/** What the ledger holds today for a credential key. */
export async function ledgerUnits(t: PlatformTestApp, key: string) {
  const { rows } = await t.pool.query<{ units: number }>(
    'select units from quota_usage where credential_key = $1',
    [key],
  );
  return rows[0]?.units ?? 0;
}
