import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';
import { foldCountChanges, purgeOrphanCounts } from '@server/db/tallies';
import type { Db } from '@server/db/database';
import { rowsRead } from '@server/test/rows-read';
import { countStatements } from '@server/test/statements-sent';
import { sender } from '@server/test/api-request';
import { register, userWithChannels } from '@server/test/scenario';
import { usePlatformTestApp } from '@server/test/use-test-app';
import { faredResults, resultsSince } from '@server/visibility/visibility-results.repository';
import { dailyResults } from '../comments/comments.repository';
import { dashboard } from './dashboard.service';
import { dashboardReads } from './dashboard.repository';

const t = usePlatformTestApp();
const send = sender(t);

/** Zones a whole hour, half an hour and three quarters of an hour from UTC. */
const ZONES = ['UTC', 'America/New_York', 'Asia/Kolkata', 'Asia/Kathmandu'];

/** The chart counted the slow way: every comment of the window, its day worked out. */
async function countedDaily(workspaceId: string, zone: string) {
  const { rows } = await t.pool.query<{ day: string; posted: number; failed: number }>(
    `with days as (
       select d::date as day from generate_series(
         ((now() at time zone $2)::date - 13)::timestamp,
         (now() at time zone $2)::date::timestamp, interval '1 day') d)
     select to_char(days.day, 'YYYY-MM-DD') as day,
            count(c.id) filter (where c.status = 'posted')::int as posted,
            count(c.id) filter (where c.status = 'failed')::int as failed
       from days left join comments c
         on c.workspace_id = $1 and c.status in ('posted', 'failed')
        and (coalesce(c.posted_at, c.updated_at) at time zone $2)::date = days.day
      group by days.day order by days.day`,
    [workspaceId, zone],
  );
  return rows;
}

/** How the last 14 days' comments fared, counted the slow way: in all, by channel, by template. */
async function countedResults(workspaceId: string) {
  const { rows } = await t.pool.query<{
    tally: string;
    id: string | null;
    name: string | null;
    posted: number;
    checked: number;
    visible: number;
    likes: number;
    replies: number;
  }>(
    `select case grouping(channel.id, template.id)
              when 3 then 'all' when 1 then 'channel' else 'template' end as tally,
            coalesce(channel.id, template.id) as id, coalesce(channel.name, template.name) as name,
            count(*)::int as posted,
            count(*) filter (where c.visibility in ('visible', 'notVisible', 'removed'))::int as checked,
            count(*) filter (where c.visibility = 'visible')::int as visible,
            coalesce(sum(c.like_count), 0)::int as likes,
            coalesce(sum(c.reply_count), 0)::int as replies
       from comments c
       left join accounts a on a.id = c.account_id
       left join comment_templates t on t.id = c.template_id
      cross join lateral (select coalesce(c.account_id::text, c.channel_title, '') as id,
                                 coalesce(a.channel_title, c.channel_title) as name) channel
      cross join lateral (select t.id::text as id, t.content as name) template
      where c.workspace_id = $1 and c.status = 'posted' and c.posted_at >= now() - interval '14 days'
      group by grouping sets ((), (channel.id, channel.name), (template.id, template.name))`,
    [workspaceId],
  );
  const fared = ({ tally: _, ...rest }: (typeof rows)[number]) => rest;
  const sorted = (tally: string) =>
    rows
      .filter((r) => r.tally === tally && r.id !== null)
      .map(fared)
      .sort((x, y) => (x.id! < y.id! ? -1 : 1));
  const { posted, checked, visible, likes, replies } = rows.find((r) => r.tally === 'all')!;
  return {
    all: { posted, checked, visible, likes, replies },
    channels: sorted('channel'),
    templates: sorted('template'),
  };
}

/** The dashboard's reads agree with counting, in every zone, folded or not. */
async function agree(workspaceId: string) {
  for (const zone of ZONES) {
    const counted = await countedDaily(workspaceId, zone);
    expect(await dailyResults(t.db, workspaceId, zone, 14), zone).toEqual(counted);
    // And as the dashboard reads them, with everything else in one statement.
    expect((await dashboardReads(t.db, workspaceId, zone, 14)).daily, zone).toEqual(counted);
  }
  const byId = <T extends { id: string }>(list: T[]) =>
    [...list].sort((x, y) => (x.id < y.id ? -1 : 1));
  const counted = await countedResults(workspaceId);
  const together = faredResults((await dashboardReads(t.db, workspaceId, 'UTC', 14)).results, 1000);
  for (const read of [await resultsSince(t.db, workspaceId, 14, 1000), together]) {
    expect({
      all: read.all,
      channels: byId(read.channels),
      templates: byId(read.templates),
    }).toEqual(counted);
  }
}

describe("the dashboard's tallies (docs/performance.md §5)", () => {
  it('agree with the comments through every change: statuses, looks, a channel and a template gone, the window edges', async () => {
    const { cookie, workspaceId, accountIds, templateIds } = await userWithChannels(t, {
      channels: [DEMO_CHANNEL.aliceCooks, DEMO_CHANNEL.aliceTravels],
      templates: ['Kept template', 'Deleted template'],
    });
    // Comments around the window's edges (14 days back, and the days' ends in each zone), on
    // both channels, one whose channel is only a name, with and without a template.
    await t.pool.query(
      `insert into comments (workspace_id, video_id, content, status, platform_comment_id,
                             account_id, channel_title, template_id, posted_at, updated_at,
                             visibility, like_count, reply_count)
       select $1, 'v' || i, 'text ' || i,
              case when i % 7 = 0 then 'failed' when i % 11 = 0 then 'pending' else 'posted' end,
              case when i % 7 = 0 or i % 11 = 0 then null else 'Ug-tally-' || i end,
              case i % 3 when 0 then $2::uuid when 1 then $3::uuid end,
              case i % 3 when 2 then 'A channel gone' else 'Its own name' end,
              case i % 4 when 0 then $4::uuid when 1 then $5::uuid end,
              case when i % 7 = 0 or i % 11 = 0 then null
                   else now() - make_interval(mins => i * 97) end,
              now() - make_interval(mins => i * 89),
              (array['visible', 'notVisible', 'removed', 'checking', null])[i % 5 + 1],
              i % 6, i % 2
         from generate_series(1, 400) as i`,
      [workspaceId, accountIds[0], accountIds[1], templateIds[0], templateIds[1]],
    );
    // Just inside the window (its first hour, read from the comments, and the hours after it on
    // its first day), and just outside it.
    await t.pool.query(
      `insert into comments (workspace_id, video_id, content, status, platform_comment_id, account_id,
                             template_id, posted_at, visibility, like_count)
       select $1, 'edge', 'edge ' || m, 'posted', 'Ug-edge-' || m, $2::uuid, $3::uuid,
              now() - interval '14 days' + make_interval(mins => m), 'visible', 1
         from unnest(array[-10, 10, 50, 70, 130, 600]) as m`,
      [workspaceId, accountIds[1], templateIds[0]],
    );
    await agree(workspaceId);

    // Looks, likes and replies move; a posted comment fails; a failed one is posted.
    await t.pool.query(
      `update comments set visibility = 'visible', like_count = like_count + 3
        where workspace_id = $1 and status = 'posted' and content like 'text 1%'`,
      [workspaceId],
    );
    await t.pool.query(
      `update comments set status = 'failed', updated_at = now()
        where workspace_id = $1 and content in ('text 5', 'text 200')`,
      [workspaceId],
    );
    await t.pool.query(
      `update comments set status = 'posted', posted_at = now(), platform_comment_id = 'Ug-again'
        where workspace_id = $1 and content = 'text 14'`,
      [workspaceId],
    );
    await agree(workspaceId);
    await foldCountChanges(t.db);
    await agree(workspaceId);

    // A channel disconnected (its comments keep its name), a template deleted, comments deleted.
    expect((await send('DELETE', `/api/accounts/${accountIds[0]}`, cookie)).statusCode).toBe(200);
    await t.pool.query('delete from comment_templates where id = $1', [templateIds[1]]);
    await t.pool.query(`delete from comments where workspace_id = $1 and content like 'text 3%'`, [
      workspaceId,
    ]);
    await agree(workspaceId);
    await foldCountChanges(t.db);
    await purgeOrphanCounts(t.db);
    await agree(workspaceId);
    const { rows } = await t.pool.query<{ n: number }>(
      `select count(*)::int as n from comment_result_counts
        where slot < now() - interval '15 days'`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it("keep nothing of another user's comments, nor of a deleted user's", async () => {
    const mine = await register(t, 'mine');
    const other = await register(t, 'other');
    await t.pool.query(
      `insert into comments (workspace_id, video_id, content, status, platform_comment_id, posted_at)
       values ($1, 'v1', 'a', 'posted', 'Ug-mine', now()), ($2, 'v1', 'b', 'posted', 'Ug-other', now())`,
      [mine.workspaceId, other.workspaceId],
    );
    expect((await resultsSince(t.db, other.workspaceId, 14, 5)).all.posted).toBe(1);
    await t.pool.query('delete from users where id = $1', [other.workspaceId]);
    await foldCountChanges(t.db);
    await purgeOrphanCounts(t.db);
    const { rows } = await t.pool.query<{ workspace_id: string }>(
      `select distinct workspace_id from comment_result_tallies`,
    );
    expect(rows.map((r) => r.workspace_id)).toEqual([mine.workspaceId]);
    await agree(mine.workspaceId);
  });

  it('read the hours of the day the window begins in only, not those of every day since', async () => {
    const { workspaceId, accountIds, templateIds } = await userWithChannels(t, {
      channels: [DEMO_CHANNEL.aliceCooks],
      templates: ['Hello'],
    });
    // A comment posted every hour of the last 14 days: 336 hours a channel and a template.
    await t.pool.query(
      `insert into comments (workspace_id, video_id, content, status, platform_comment_id,
                             account_id, channel_title, template_id, posted_at)
       select $1, 'v' || h, 'text', 'posted', 'Ug-hour-' || h, $2::uuid, 'Alice Cooks', $3::uuid,
              now() - make_interval(hours => h)
         from generate_series(0, 335) as h`,
      [workspaceId, accountIds[0], templateIds[0]],
    );
    await foldCountChanges(t.db);
    // Statistics that know the rows, as autovacuum keeps them: analysed at an unlucky moment (while
    // the table held a few rows), they made the planner read the whole table (2,086 rows).
    await t.pool.query('analyze comment_result_counts');
    // In a transaction of one connection: its statistics say what the read walked.
    const client = await t.pool.connect();
    try {
      const db = drizzle(client) as unknown as Db;
      await client.query('begin');
      const before = await rowsRead(db, 'comment_result_counts');
      const read = await resultsSince(db, workspaceId, 14, 5);
      const walked = (await rowsRead(db, 'comment_result_counts')) - before;
      expect(read.all.posted).toBe(336);
      // The days after the first (13 or 14, a channel's and a template's) and the first day's
      // hours (under 24 each): under 80 rows, where the 672 hours of the fortnight were read.
      expect(walked).toBeLessThan(80);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });

  it('are read with the rest of the dashboard in one statement', async () => {
    const { workspaceId } = await userWithChannels(t, {
      videos: ['vidAAAAAAA1'],
      templates: ['Hi'],
    });
    const client = await t.pool.connect();
    try {
      const statements = countStatements(client);
      const read = await dashboard(drizzle(client) as unknown as Db, workspaceId, 'Asia/Kolkata');
      expect(statements.sent).toBe(1);
      expect(read.totals.videos).toBe(1);
      expect(read.daily).toHaveLength(14);
    } finally {
      client.release();
    }
  });
});
