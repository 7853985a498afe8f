import { unzipSync, strFromU8 } from 'fflate';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { DataExport } from '@core/api/export.schema';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';
import { purgeExpired } from '@server/housekeeping';
import { postingHelpers } from '@server/test/posting';
import { usePlatformTestApp } from '@server/test/use-test-app';
import { EXPORT_TABLES } from './export-tables';

// docs/security.md §8, "Export my data": one zip, made in the background, downloaded once.
const t = usePlatformTestApp();
const { send, setUp, launchText, drain } = postingHelpers(t);

const latest = async (cookie: string) =>
  (await send('GET', '/api/account/export', cookie)).json<{ latest: DataExport | null }>().latest;
const download = (cookie: string, id: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/account/export/${id}/download`,
    headers: { cookie },
  });

describe('export my data', () => {
  it('makes one zip of JSON and CSV in the background, tells of it, and gives it once', async () => {
    const user = await setUp([DEMO_CHANNEL.aliceCooks], ['vidAAAAAAA1', 'vidBBBBBBB2']);
    const other = await setUp([DEMO_CHANNEL.bobBuilds], ['vidCCCCCCC3']);
    await send('POST', '/api/comment-categories', user.cookie, { name: 'Greetings' });
    const template = await send('POST', '/api/comment-templates', user.cookie, {
      content: '=HYPERLINK("x") thanks for this',
      category: 'Greetings',
    });
    expect(template.statusCode).toBe(201);
    const batch = await launchText(user.cookie, user.accountIds, user.videoIds, 'Great video');
    expect((await drain(user.cookie, batch.id)).status).toBe('done');
    expect(await latest(user.cookie)).toBeNull();

    const asked = await send('POST', '/api/account/export', user.cookie);
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toMatchObject({ status: 'preparing', readyAt: null });
    // Asking again while it is being made answers the same one.
    expect((await send('POST', '/api/account/export', user.cookie)).json().id).toBe(
      asked.json().id,
    );
    await t.app.exportMaker.runOnce();

    const ready = (await latest(user.cookie))!;
    expect(ready).toMatchObject({
      id: asked.json().id,
      status: 'ready',
      counts: { videos: 2, categories: 1, templates: 1, batches: 1, comments: 2 },
    });
    expect(Date.parse(ready.expiresAt!) - Date.parse(ready.readyAt!)).toBe(7 * 24 * 3_600_000);
    await t.app.dispatcher.runOnce();
    const centre = (await send('GET', '/api/notifications', user.cookie)).json<{
      items: { type: string; data: Record<string, unknown> }[];
    }>();
    expect(centre.items.find((n) => n.type === 'export.ready')?.data).toEqual({
      exportId: ready.id,
      sizeBytes: ready.sizeBytes,
      expiresAt: ready.expiresAt,
    });

    // Another user can neither see it nor take it.
    expect(await latest(other.cookie)).toBeNull();
    expect((await download(other.cookie, ready.id)).statusCode).toBe(404);

    const got = await download(user.cookie, ready.id);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/zip');
    expect(got.headers['content-disposition']).toMatch(
      /^attachment; filename="multi-comment-manager-export-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(got.rawPayload));
    expect(Object.keys(files).sort()).toEqual(
      [
        'README.txt',
        ...EXPORT_TABLES.flatMap((table) => [`${table.name}.json`, `${table.name}.csv`]),
      ].sort(),
    );
    const json = (name: string) =>
      JSON.parse(strFromU8(files[`${name}.json`]!)) as Record<string, unknown>[];
    const csv = (name: string) =>
      Papa.parse<Record<string, string>>(strFromU8(files[`${name}.csv`]!), {
        header: true,
        skipEmptyLines: true,
      }).data;

    // Each table's JSON and CSV hold the same rows with exactly its fields: nothing else
    // (no token, secret or key) can slip in with a new column.
    for (const table of EXPORT_TABLES) {
      const rows = json(table.name);
      expect(rows).toHaveLength(ready.counts![table.name]);
      for (const row of rows) expect(Object.keys(row)).toEqual(table.fields);
      expect(csv(table.name).map((row) => row.id)).toEqual(rows.map((row) => row.id));
    }
    const comments = json('comments');
    expect(comments.map((c) => [c.videoId, c.status, c.content])).toEqual([
      ['vidAAAAAAA1', 'posted', 'Great video'],
      ['vidBBBBBBB2', 'posted', 'Great video'],
    ]);
    const posted = comments[0]!;
    expect(posted.youtubeCommentId).toEqual(expect.any(String));
    expect(posted.commentUrl).toBe(
      `https://www.youtube.com/watch?v=vidAAAAAAA1&lc=${String(posted.youtubeCommentId)}`,
    );
    expect(posted).toMatchObject({ batchId: batch.id, channelTitle: 'Alice Cooks' });
    expect(json('batches')[0]).toMatchObject({ id: batch.id, status: 'done', posted: 2 });
    expect(json('videos').map((v) => v.url)).toEqual([
      expect.stringMatching(/^https:\/\/www\.youtube\.com\/watch\?v=vid/),
      expect.stringMatching(/^https:\/\/www\.youtube\.com\/watch\?v=vid/),
    ]);
    expect(json('templates')[0]).toMatchObject({
      content: '=HYPERLINK("x") thanks for this',
      category: 'Greetings',
    });
    // A spreadsheet opening the CSV never runs a formula from it.
    expect(csv('templates')[0]!.content).toBe(`'=HYPERLINK("x") thanks for this`);
    expect(strFromU8(files['README.txt']!)).toContain('comments.json, comments.csv (2)');

    // Once.
    const again = await download(user.cookie, ready.id);
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('EXPORT_DOWNLOADED');
    expect(await latest(user.cookie)).toMatchObject({
      status: 'downloaded',
      sizeBytes: ready.sizeBytes,
    });
    const { rows } = await t.pool.query('select file from data_exports where id = $1', [ready.id]);
    expect(rows[0].file).toBeNull();
    // Its notification is read: the bell no longer offers a file that is gone.
    const told = await t.pool.query(
      "select read_at from notifications where type = 'export.ready' and data->>'exportId' = $1",
      [ready.id],
    );
    expect(told.rows).toEqual([{ read_at: expect.any(Date) }]);
  });

  it('is made again after the server making it died, and expires unless downloaded', async () => {
    const user = await setUp([DEMO_CHANNEL.aliceCooks], ['vidAAAAAAA1']);
    // Taken by a server that died: nobody makes it before its lease has passed.
    const { rows: made } = await t.pool.query<{ id: string }>(
      `insert into data_exports (user_id, lease_until, attempts)
       values ($1, now() + interval '1 minute', 1) returning id`,
      [user.userId],
    );
    const id = made[0]!.id;
    await t.app.exportMaker.runOnce();
    expect((await latest(user.cookie))?.status).toBe('preparing');
    expect((await download(user.cookie, id)).json().code).toBe('EXPORT_NOT_READY');
    await t.pool.query(
      `update data_exports set lease_until = now() - interval '1 second' where id = $1`,
      [id],
    );
    await t.app.exportMaker.runOnce();
    expect((await latest(user.cookie))?.status).toBe('ready');

    await t.pool.query(
      `update data_exports set expires_at = now() - interval '1 second' where id = $1`,
      [id],
    );
    expect((await download(user.cookie, id)).json().code).toBe('EXPORT_EXPIRED');
    await purgeExpired(t.db);
    expect(await latest(user.cookie)).toMatchObject({ status: 'expired' });
    const { rows } = await t.pool.query('select file from data_exports where id = $1', [id]);
    expect(rows[0].file).toBeNull();
  });
});
