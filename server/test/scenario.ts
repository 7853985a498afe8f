import type { FoundPage } from '@core/api/find.schema';
import { READ_COST } from '@core/posting/quota-day';
import type { Role } from '@core/workspaces/roles';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';
import { expectStatus, json, sender } from './api-request';
import { connectChannel } from './google-consent';
import { sessionCookie, type EmulatedTestApp, type TestApp } from './test-app';

/**
 * What a test sets up through the API, as a user would: a user, a credential, channels connected
 * through the emulator's consent page, saved videos, templates, a batch. Free of vitest (the
 * benchmarks seed their user with it): a step the API refuses throws, with the response.
 */

/** What connecting a channel costs its credential: the channels.list that names the channel. */
export const CONNECT_UNITS = READ_COST;

let users = 0;
/** Registers a new user, `<name>-<n>@example.com`: their session cookie, id and address. */
export async function register(t: TestApp, name = 'user') {
  users += 1;
  const email = `${name}-${users}@example.com`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: json,
    payload: JSON.stringify({ email, password: 'correct horse' }),
  });
  expectStatus(response, 201, 'registering');
  const userId = response.json<{ id: string }>().id;
  // The person's work is in their personal workspace, whose id is theirs (migration 0042).
  return { cookie: sessionCookie(response), userId, workspaceId: userId, email };
}

/**
 * Gives the person `role` in their personal workspace, as if an owner had (docs/architecture.md
 * §10): how a test meets a role before members can be invited.
 */
export const setRole = (t: TestApp, userId: string, role: Role) =>
  t.pool.query('update workspace_members set role = $2 where user_id = $1', [userId, role]);

/**
 * `person` a member of `workspaceId` with `role`, as an accepted invitation makes them
 * (members.test.ts goes through the invitation), their session acting there.
 */
export async function joinWorkspace(
  t: TestApp,
  person: { userId: string; cookie: string },
  workspaceId: string,
  role: Role,
) {
  await t.pool.query(
    'insert into workspace_members (workspace_id, user_id, role) values ($1, $2, $3)',
    [workspaceId, person.userId, role],
  );
  const switched = await sender(t)('PUT', '/api/session/workspace', person.cookie, { workspaceId });
  expectStatus(switched, 200, 'switching to the workspace');
}

/** Registers a new user and returns their session cookie. */
export const signUp = async (t: TestApp, name = 'user') => (await register(t, name)).cookie;

export interface CredentialBody {
  name?: string;
  clientId?: string;
  clientSecret?: string;
  quotaDailyUnits?: number | null;
  quotaSearchCalls?: number | null;
}

/** Adds a Google credential ("My project", a client id of its own unless given). */
export async function addCredential(t: TestApp, cookie: string, body: CredentialBody = {}) {
  const response = await sender(t)('POST', '/api/credentials', cookie, {
    name: 'My project',
    clientId: `client-${Math.random().toString(36).slice(2)}.apps.googleusercontent.com`,
    clientSecret: 'GOCSPX-test-secret',
    ...body,
  });
  expectStatus(response, 201, 'adding a credential');
  return response.json<{ id: string; clientId: string; isDefault: boolean }>();
}

export type Account = {
  id: string;
  channelId: string;
  fullName: string;
  email: string;
  status: string;
  statusReason: string | null;
  credentialId: string | null;
};

export async function listAccounts(t: TestApp, cookie: string) {
  const response = await sender(t)('GET', '/api/accounts', cookie);
  expectStatus(response, 200, 'listing the channels');
  return response.json<Account[]>();
}

/** Saves videos by id, as typed in by hand or read from a CSV file. */
export async function importVideos(
  t: TestApp,
  cookie: string,
  videoIds: string[],
  source: 'manual' | 'csv' = 'manual',
) {
  const response = await sender(t)('POST', '/api/videos/import', cookie, {
    videos: videoIds.map((videoId) => ({ videoId })),
    source,
  });
  expectStatus(response, 200, 'saving videos');
  return response;
}

/** Saves a comment template; its id. */
export async function addTemplate(t: TestApp, cookie: string, content: string) {
  const response = await sender(t)('POST', '/api/comment-templates', cookie, { content });
  expectStatus(response, 201, 'adding a template');
  return response.json<{ id: string }>().id;
}

/**
 * Sets the workspace's pacing; below the API's lowest (0: no wait between a channel's comments) it is
 * written to the database after the API's lowest.
 */
export async function setPacing(
  t: TestApp,
  user: { cookie: string; workspaceId: string },
  pacingSeconds: number,
) {
  const response = await sender(t)('POST', '/api/settings', user.cookie, {
    pacingSeconds: Math.max(1, pacingSeconds),
  });
  expectStatus(response, 200, 'setting the pacing');
  if (pacingSeconds < 1) {
    await t.pool.query(
      'update workspace_settings set pacing_seconds = $1 where workspace_id = $2',
      [pacingSeconds, user.workspaceId],
    );
  }
}

/** Launches a confirmed batch; its id and size. */
export async function launchBatch(t: TestApp, cookie: string, body: Record<string, unknown>) {
  const response = await sender(t)('POST', '/api/batches', cookie, { confirmed: true, ...body });
  expectStatus(response, 201, 'launching a batch');
  return response.json<{ id: string; total: number }>();
}

/**
 * A comment confirmed from each of the workspace's channels on one saved video, left waiting:
 * posting is paused, so the units it will spend stay held in its credential's ledger. The launch's
 * response, for the test to check.
 */
export async function waitingComment(
  t: TestApp,
  user: { cookie: string; accountIds: string[] },
  videoId = 'vid00000001',
) {
  const paused = await sender(t)('POST', '/api/settings', user.cookie, { pauseAll: true });
  expectStatus(paused, 200, 'pausing all posting');
  await importVideos(t, user.cookie, [videoId], 'csv');
  return sender(t)('POST', '/api/batches', user.cookie, {
    accountIds: user.accountIds,
    videoIds: [videoId],
    mode: 'single',
    text: 'Waiting to be posted',
    confirmed: true,
  });
}

export interface UserScenario {
  /** The start of the user's e-mail address. */
  name?: string;
  /** The credential the channels connect through. */
  credential?: CredentialBody;
  /** Demo channels connected, in order; Alice Cooks by default. */
  channels?: readonly string[];
  /** Videos saved after the channels are connected. */
  videos?: readonly string[];
  videoSource?: 'manual' | 'csv';
  /** Comment templates saved, in order. */
  templates?: readonly string[];
  /** The workspace's pacing; the app's default unless given. */
  pacingSeconds?: number;
}

/**
 * A signed-in person whose personal workspace has a credential and channels connected through it
 * (the emulator's real consent round trip), then videos, templates and pacing as asked.
 */
export async function userWithChannels(t: EmulatedTestApp, scenario: UserScenario = {}) {
  const { cookie, userId, workspaceId } = await register(t, scenario.name);
  const credential = await addCredential(t, cookie, scenario.credential);
  for (const channel of scenario.channels ?? [DEMO_CHANNEL.aliceCooks]) {
    await connectChannel(t, cookie, credential.id, channel);
  }
  const videoIds = [...(scenario.videos ?? [])];
  if (videoIds.length) await importVideos(t, cookie, videoIds, scenario.videoSource);
  const templateIds: string[] = [];
  for (const content of scenario.templates ?? []) {
    templateIds.push(await addTemplate(t, cookie, content));
  }
  if (scenario.pacingSeconds !== undefined) {
    await setPacing(t, { cookie, workspaceId }, scenario.pacingSeconds);
  }
  const accounts = await listAccounts(t, cookie);
  return {
    cookie,
    userId,
    workspaceId,
    credential,
    accounts,
    accountIds: accounts.map((a) => a.id),
    videoIds,
    templateIds,
  };
}

/** GET a Find page as the user, expecting 200. */
export async function findPage(t: TestApp, cookie: string, url: string) {
  const response = await sender(t)('GET', url, cookie);
  expectStatus(response, 200, url);
  return response.json<FoundPage>();
}

/** GET the signed-in user, as the holder of `cookie` (or as nobody). */
export const currentUser = (t: TestApp, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/auth/current-user',
    headers: cookie ? { cookie } : {},
  });
