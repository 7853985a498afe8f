import { performance } from 'node:perf_hooks';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';
import { checkWorkspaceLooks } from '@server/visibility/visibility-checks.service';
import { accountIds } from './batches-steps';
import { startBenchApp } from './bench-app';

const COMMENTS = 100_000;
const PER_VIDEO = 50;
/** One thread in ten gets replies between two looks; each of those this many. */
const REPLIED_EVERY = 10;
const REPLIES = 3;

/**
 * docs/replies.md §1: the units reading replies takes beside the looks, for 100,000 posted
 * comments: one look each (50 a call), one in ten threads grown by 3 replies (a page each).
 * Written straight into the emulator and the table, as the visibility benchmark does.
 */
export async function repliesBenchmark() {
  const t = await startBenchApp({ channels: [DEMO_CHANNEL.aliceCooks] });
  try {
    const state = t.emulatorState!;
    const [accountId] = await accountIds(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/settings/check-key',
      headers: { 'content-type': 'application/json', cookie: t.cookie },
      payload: JSON.stringify({ apiKey: 'AIzaSyBenchKeyForReplyCollection000000' }),
    });
    const rows = [];
    for (let i = 0; i < COMMENTS; i++) {
      const videoId = `rep${String(Math.floor(i / PER_VIDEO)).padStart(8, '0')}`;
      const posted = state.addComment({
        id: `Ugrep${String(i).padStart(10, '0')}`,
        videoId,
        channelId: DEMO_CHANNEL.aliceCooks,
        channelTitle: 'Alice Cooks',
        text: 'Replied to in bulk',
        clientId: t.clientId,
      });
      if (i % REPLIED_EVERY === 0) {
        for (let r = 1; r <= REPLIES; r++)
          posted.repliesAdded.push({
            id: `${posted.id}.b${r}`,
            authorDisplayName: `Viewer ${r}`,
            text: `Reply ${r}`,
            publishedAt: new Date(Date.now() - r * 1000).toISOString(),
          });
      }
      rows.push({ platformId: posted.id, videoId, n: i });
    }
    for (let i = 0; i < rows.length; i += 10_000) {
      await t.pool.query(
        `insert into comments (workspace_id, account_id, video_id, content, status,
                               platform_comment_id, posted_at, visibility, visibility_next_at)
         select $1, $3, r."videoId", 'Replied to in bulk', 'posted', r."platformId",
                now() - interval '11 minutes' + make_interval(secs => r.n / 1e4), 'checking',
                now() - interval '1 minute' + make_interval(secs => r.n / 1e4)
           from jsonb_to_recordset($2::jsonb) as r("videoId" text, "platformId" text, n int)`,
        [t.workspaceId, JSON.stringify(rows.slice(i, i + 10_000)), accountId],
      );
    }
    await t.pool.query('analyze comments');
    const deps = { ...t.services, visibility: { delaysMs: [600_000], unitsPerDay: 1e9 } };
    const before = state.calls.length;
    const start = performance.now();
    let units = 0;
    for (;;) {
      const step = await checkWorkspaceLooks(deps, t.workspaceId, new Date(), 5_000);
      units += step.units;
      if (!step.units) break;
    }
    const wall = performance.now() - start;
    const made = state.calls.slice(before);
    const looks = made.filter((c) => c.method === 'commentThreads.list').length;
    const reads = made.filter((c) => c.method === 'comments.list').length;
    const { rows: kept } = await t.pool.query<{ n: number }>(
      'select count(*)::int as n from replies',
    );
    const threads = COMMENTS / REPLIED_EVERY;
    return [
      '## Collecting replies',
      '',
      `Measured ${new Date().toISOString().slice(0, 10)} on this machine (2 cores), the emulator in-process (docs/replies.md §1).`,
      `${COMMENTS.toLocaleString('en')} posted comments, each looked at once (50 a call); one thread in ${REPLIED_EVERY} grew by ${REPLIES} replies.`,
      '',
      '| what | units | calls | wall time |',
      '| --- | --- | --- | --- |',
      `| the looks | ${looks.toLocaleString('en')} | ${looks.toLocaleString('en')} commentThreads.list | |`,
      `| reading the ${threads.toLocaleString('en')} grown threads (a page each) | ${reads.toLocaleString('en')} | ${reads.toLocaleString('en')} comments.list | |`,
      `| together, from the one ceiling | ${units.toLocaleString('en')} | | ${(wall / 1000).toFixed(1)} s |`,
      '',
      `Replies kept: ${kept[0]!.n.toLocaleString('en')}. Per day, with the default looks (10 minutes, 1 hour, 24 hours,`,
      `7 days) the looks of 100,000 comments take 8,000 units and reading replies one unit per grown`,
      `thread and 100 new replies: ${threads.toLocaleString('en')} more here, all from \`VISIBILITY_UNITS_PER_DAY\`; with the default`,
      `500 a day the newest threads are read first and the rest wait for the next days.`,
    ].join('\n');
  } finally {
    await t.close();
  }
}
