import type { InboxPage } from '@core/api/inbox.schema';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';
import { accountIds, saveVideos } from './batches-steps';
import { ms, startBenchApp, timeGet } from './bench-app';

const CHANNELS = [DEMO_CHANNEL.aliceCooks, DEMO_CHANNEL.aliceTravels, DEMO_CHANNEL.bobBuilds];
const COMMENTS = 100_000;
const REPLIES_PER_COMMENT = 10;
/**
 * The run of 2026-11-29, before the kept unread count (inbox_counts) and the reply's own copy of
 * its channel: every page counted the whole inbox's unread replies, and the channel's filter
 * joined every reply to its comment.
 */
const BEFORE_P95: Record<string, string> = {
  'the newest 50': '131 ms',
  unread: '127 ms',
  'one channel': '286 ms',
  'one video': '135 ms',
  'waiting for an answer': '125 ms',
  'unread, one channel, waiting': '379 ms',
  'the third page (before)': '138 ms',
};

/**
 * docs/replies.md §2: the inbox with 1,000,000 replies (10 to each of 100,000 posted comments on
 * 33,334 videos from 3 channels, over 30 days, a third unread, one in ten ours): a page of each
 * filter, 100 requests each.
 */
export async function inboxBenchmark() {
  const t = await startBenchApp({ channels: CHANNELS });
  try {
    const accounts = await accountIds(t);
    const videos = await saveVideos(t, Math.ceil(COMMENTS / accounts.length), 'i');
    await t.pool.query(
      `insert into comments (workspace_id, account_id, channel_title, video_id, content, status,
                             platform_comment_id, posted_at, batch_id)
       select $1, ($2::uuid[])[1 + i % 3], 'Channel ' || (i % 3), ($3::text[])[1 + i / 3],
              'Comment ' || i, 'posted', 'Ugz' || i, now() - (i % 30) * interval '1 day',
              $4::uuid
         from generate_series(0, $5 - 1) as i`,
      [t.workspaceId, accounts, videos, '00000000-0000-4000-8000-00000000b001', COMMENTS],
    );
    await t.pool.query(
      `insert into replies (workspace_id, comment_id, platform_reply_id, author, ours, content,
                            published_at, read_at)
       select c.workspace_id, c.id, c.platform_comment_id || '.r' || r, 'Viewer ' || r, r = 7,
              'Reply ' || r, c.posted_at + r * interval '1 hour' + random() * interval '1 hour',
              case when r % 3 = 0 then null else now() end
         from comments c cross join generate_series(1, $2) as r
        where c.workspace_id = $1`,
      [t.workspaceId, REPLIES_PER_COMMENT],
    );
    await t.pool.query('vacuum analyze replies');
    await t.pool.query('analyze comments');

    const first = (
      await t.app.inject({ url: '/api/inbox', headers: { cookie: t.cookie } })
    ).json<InboxPage>();
    const third = (
      await t.app.inject({
        url: `/api/inbox?before=${first.nextBefore}&limit=50`,
        headers: { cookie: t.cookie },
      })
    ).json<InboxPage>();
    const pages: [string, string][] = [
      ['the newest 50', '/api/inbox'],
      ['unread', '/api/inbox?unread=true'],
      ['one channel', `/api/inbox?accountId=${accounts[1]}`],
      ['one video', `/api/inbox?videoId=${videos[100]}`],
      ['waiting for an answer', '/api/inbox?waiting=true'],
      [
        'unread, one channel, waiting',
        `/api/inbox?unread=true&waiting=true&accountId=${accounts[2]}`,
      ],
      ['the third page (before)', `/api/inbox?before=${third.nextBefore}`],
    ];
    const rows: string[] = [];
    for (const [label, url] of pages) {
      await timeGet(t, url, 10);
      const { p50, p95 } = await timeGet(t, url, 100);
      rows.push(`| ${label} | ${ms(p50)} | ${ms(p95)} | ${BEFORE_P95[label] ?? ''} |`);
    }
    return [
      '## The inbox',
      '',
      `Measured ${new Date().toISOString().slice(0, 10)} on this machine (2 cores), in the server's process (\`inject\`),`,
      `with ${(COMMENTS * REPLIES_PER_COMMENT).toLocaleString('en')} replies to ${COMMENTS.toLocaleString('en')} posted comments (docs/replies.md §2: a filtered page`,
      `under 30 ms p95). A page is 50 replies with their comment, video and the unread count (${first.unread.toLocaleString('en')}).`,
      '',
      '| page | p50 | p95 | p95 before (2026-11-29) |',
      '| --- | --- | --- | --- |',
      ...rows,
    ].join('\n');
  } finally {
    await t.close();
  }
}
