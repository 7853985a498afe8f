import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';
import { startTempPostgres } from '@server/test/own-postgres';
import {
  startEmulatorProcess,
  startServerProcess,
  type ServerProcess,
} from '@server/test/server-process';

export const VIDEO_COUNT = 100_000;
export const CATEGORIES = ['Cooking', 'Travel', 'Music', 'Gaming', 'Science'] as const;
/** Demo channels the emulator draws a picture for: cards show pictures without the internet. */
const AVATAR_CHANNELS = [
  DEMO_CHANNEL.aliceCooks,
  DEMO_CHANNEL.aliceTravels,
  DEMO_CHANNEL.bobBuilds,
  DEMO_CHANNEL.carol,
];

const TITLE_TAIL = ': a longer title, as people write them, cut short on the card';
/** Video `i` (from 1) is shown in place `i`: its title says so, and the steps wait for it. */
export const titleOf = (i: number) => `Video number ${i}${TITLE_TAIL}`;

/**
 * What the grid benchmark measures against, as a user has it: the web app built for production,
 * served by the real server (`server/main.ts`, its own process) on a fresh embedded PostgreSQL,
 * the emulator in place of Google, and one person's personal workspace with 100,000 saved videos.
 */
export async function startGridStack(
  /** A web app built elsewhere (the code from before a change); by default the tree is built. */
  builtWebDir?: string,
) {
  const postgres = await startTempPostgres('mcm-grid-bench-');
  const dataDir = postgres.dataDir;
  const processes: ServerProcess[] = [];
  const close = async () => {
    for (const p of processes.reverse()) {
      p.child.kill('SIGTERM');
      await p.exited;
    }
    await postgres.stop();
  };
  try {
    const webDir = builtWebDir ?? path.join(dataDir, 'web');
    // The code as it is in the tree, not whatever dist/web holds (others may rebuild it).
    if (!builtWebDir) {
      await promisify(execFile)('npx', ['vite', 'build', '--outDir', webDir, '--emptyOutDir'], {
        maxBuffer: 16 * 1024 * 1024,
      });
    }
    const emulator = await startEmulatorProcess();
    processes.push(emulator);
    const server = await startServerProcess({
      DATABASE_URL: postgres.url,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDir,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      GOOGLE_OAUTH_BASE_URL: emulator.baseUrl,
      YOUTUBE_API_BASE_URL: emulator.baseUrl,
    });
    processes.push(server);
    const user = await register(server.baseUrl);
    await seed(postgres.url, user.id, emulator.baseUrl);
    return { baseUrl: server.baseUrl, session: user.session, close };
  } catch (error) {
    await close();
    throw error;
  }
}

async function register(baseUrl: string) {
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'grid-bench@example.com',
      password: 'demo-plum-lantern-42',
      fullName: 'Grid Bench',
    }),
  });
  if (response.status !== 201) throw new Error(`register: ${await response.text()}`);
  const session = /mcm_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!session) throw new Error('register: no session cookie');
  return { id: ((await response.json()) as { id: string }).id, session };
}

/**
 * 100,000 videos in one statement. Every other video has a category (a tenth each of five);
 * each hundredth has a posted comment, for the "comments sent" filter. Thumbnails and channel
 * pictures come from the emulator (as the real ones come from Google's image host).
 */
async function seed(databaseUrl: string, workspaceId: string, emulatorUrl: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const { rows } = await pool.query<{ id: string }>(
      `insert into categories (workspace_id, kind, name)
       select $1, 'video', name from unnest($2::text[]) with ordinality as c(name, n)
       order by n returning id`,
      [workspaceId, CATEGORIES],
    );
    await pool.query(
      `insert into videos (workspace_id, video_id, category_id, title, thumbnail, channel_id,
         channel_title, channel_thumbnail, published_at, duration, duration_seconds, is_short,
         view_count, like_count, comment_count, display_order)
       select $1, v.id, case when i % 10 < 5 then ($2::uuid[])[i % 10 + 1] end,
              'Video number ' || i || $5,
              $3 || '/vi/' || v.id || '/hqdefault.jpg', 'UCbench' || lpad((i % 50)::text, 17, '0'),
              'Channel ' || (i % 50),
              $3 || '/avatars/' || ($4::text[])[i % 4 + 1] || '/s88.svg',
              now() - i * interval '1 hour', 'PT' || (i % 59 + 1) || 'M' || (i % 60) || 'S',
              (i % 59 + 1) * 60 + i % 60, i % 17 = 0, i * 37, i * 3, i % 500, i
         from generate_series(1, ${VIDEO_COUNT}) as i,
              lateral (select 'b' || lpad(i::text, 10, '0') as id) as v`,
      [workspaceId, rows.map((r) => r.id), emulatorUrl, AVATAR_CHANNELS, TITLE_TAIL],
    );
    await pool.query(
      `insert into comments (workspace_id, video_id, content, status, platform_comment_id, posted_at)
       select $1, 'b' || lpad(i::text, 10, '0'), 'Thanks for this!', 'posted', 'bench' || i, now()
         from generate_series(100, ${VIDEO_COUNT}, 100) as i`,
      [workspaceId],
    );
    await pool.query('analyze videos; analyze comments');
  } finally {
    await pool.end();
  }
}
