import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { launchBodySchema } from '@core/api/batches.schema';
import { CSV_MAX_BYTES, CSV_MAX_ROWS } from '@core/api/limits';
import { importBodySchema } from '@core/api/templates.schema';
import { checkVideosBodySchema, importVideosBodySchema } from '@core/api/videos.schema';
import { parseTemplateCsv, TEMPLATE_CSV_HEADER } from '@core/csv/template-csv';
import { parseVideoCsv } from '@core/videos/video-input';
import { TEMPLATE_IMPORT_BODY_LIMIT } from '../modules/templates/templates.routes';
import { VIDEO_IMPORT_BODY_LIMIT } from '../modules/videos/videos.routes';
import { json } from '../test/api-request';
import { signUp } from '../test/scenario';
import { DEFAULT_BODY_LIMIT, MB } from './body-limit';
import { useTestApp } from '../test/use-test-app';

const weight = (body: unknown) => Buffer.byteLength(JSON.stringify(body));

/** `body` with an unknown field (stripped by validation) that brings it to exactly `bytes`. */
function paddedTo(bytes: number, body: object) {
  const payload = JSON.stringify({
    ...body,
    pad: 'x'.repeat(bytes - weight({ ...body, pad: '' })),
  });
  expect(Buffer.byteLength(payload)).toBe(bytes);
  return payload;
}

/** A CSV just under 5 MB: `rows` lines from `line(i, pad)`, the pads all equal. */
function csvOf(rows: number, line: (i: number, pad: string) => string, head = '', unit = 'x') {
  const bare = head + Array.from({ length: rows }, (_, i) => line(i, '')).join('\n');
  const room = CSV_MAX_BYTES - Buffer.byteLength(bare);
  const pad = unit.repeat(Math.floor(room / rows / Buffer.byteLength(unit)));
  const csv = head + Array.from({ length: rows }, (_, i) => line(i, pad)).join('\n');
  expect(Buffer.byteLength(csv)).toBeGreaterThan(CSV_MAX_BYTES - rows);
  expect(Buffer.byteLength(csv)).toBeLessThanOrEqual(CSV_MAX_BYTES);
  return csv;
}

const videoId = (i: number) => `v${String(i).padStart(10, '0')}`;
const uuid = '123e4567-e89b-42d3-a456-426614174000';

describe('what the web posts fits the limits (docs/security.md §6: CSV of 5 MB, 50,000 rows)', () => {
  // The header is a row too: 49,999 templates.
  const templateCsv = (line: (i: number, pad: string) => string, unit = 'x') =>
    csvOf(CSV_MAX_ROWS - 1, line, `${TEMPLATE_CSV_HEADER}\n`, unit);
  const templateBody = (csv: string) => {
    const { rows, errors } = parseTemplateCsv(csv);
    expect(errors).toEqual([]);
    expect(rows).toHaveLength(CSV_MAX_ROWS - 1);
    // As template-import.tsx sends them.
    const body = { rows: rows.map(({ line, category, content }) => ({ line, category, content })) };
    importBodySchema.parse(body);
    return body;
  };

  it('a template import: about 6.8 MB, 11.6 MB when every character is escaped in JSON', () => {
    const comments = templateCsv(
      (i, pad) => `Cat ${i % 20},"Great video ${i}! 讲得很清楚 ""thanks"" ${pad} 😀"`,
    );
    expect(weight(templateBody(comments)) / MB).toBeCloseTo(6.8, 1);
    // Backslashes (like tabs) take two bytes in JSON: no text weighs more, short of control codes.
    const backslashes = templateCsv((i, pad) => `${i}${pad}${i % 10}`, '\\');
    const heaviest = weight(templateBody(backslashes));
    expect(heaviest / MB).toBeCloseTo(11.6, 1);
    expect(heaviest).toBeLessThan(TEMPLATE_IMPORT_BODY_LIMIT);
  });

  it('a video import with the platform details of 50,000 videos', () => {
    const csv = csvOf(
      CSV_MAX_ROWS,
      (i, pad) => `"Category ${i % 50} ${pad}",https://www.youtube.com/watch?v=${videoId(i)}`,
    );
    const { videos } = parseVideoCsv(csv);
    expect(videos).toHaveLength(CSV_MAX_ROWS);
    // As add-videos.tsx sends them.
    const body = (description: string) => ({
      source: 'csv' as const,
      videos: videos.map(({ videoId, category }) => ({
        videoId,
        category,
        title: 'How to bake the perfect sourdough bread at home (step by step)',
        description,
        thumbnail: `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`,
        channelTitle: 'Alice Cooks',
        channelId: 'UC1234567890abcdefghijkl',
        publishedAt: '2024-05-01T12:34:56Z',
        duration: 'PT12M34S',
        viewCount: 1_234_567,
        likeCount: 12_345,
        commentCount: 1_234,
      })),
    });
    importVideosBodySchema.parse(body(''));
    expect(weight(body('')) / MB).toBeCloseTo(21, 0);
    expect(weight(body('d'.repeat(100))) / MB).toBeCloseTo(26, 0);
    expect(weight(body('d'.repeat(200)))).toBeLessThan(VIDEO_IMPORT_BODY_LIMIT);
    // The import's first step, which ids are saved already, fits the default.
    const check = { videoIds: videos.map((v) => v.videoId) };
    checkVideosBodySchema.parse(check);
    expect(weight(check)).toBeLessThan(DEFAULT_BODY_LIMIT / 2);
  });
});

describe('body limits, and the 413 that names them', () => {
  const t = useTestApp({ reset: false });
  let cookie: string;
  beforeAll(async () => {
    cookie = await signUp(t);
  });

  const post = (url: string, payload: string | Readable) =>
    t.app.inject({ method: 'POST', url, headers: { ...json, cookie }, payload });

  const routes = [
    {
      url: '/api/comment-templates',
      limit: DEFAULT_BODY_LIMIT,
      body: { content: 'At the default limit' },
    },
    {
      url: '/api/comment-templates/import',
      limit: TEMPLATE_IMPORT_BODY_LIMIT,
      body: { rows: [{ line: 1, category: '', content: 'hi' }], dryRun: true },
    },
    {
      url: '/api/videos/import',
      limit: VIDEO_IMPORT_BODY_LIMIT,
      body: { videos: [{ videoId: 'dQw4w9WgXcQ' }], source: 'manual' },
    },
  ];

  it.each(routes)('$url accepts a body of exactly $limit bytes', async ({ url, limit, body }) => {
    const response = await post(url, paddedTo(limit, body));
    expect([200, 201], response.body).toContain(response.statusCode);
  });

  it.each(routes)(
    '$url refuses one byte more, naming its own limit',
    async ({ url, limit, body }) => {
      const response = await post(url, paddedTo(limit + 1, body));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        code: 'PAYLOAD_TOO_LARGE',
        message: `The request is too large: ${limit / MB} MB at most for this route.`,
        detail: String(limit / MB),
      });
    },
  );

  it('counts the bytes of a body sent without a length, too', async () => {
    const payload = paddedTo(DEFAULT_BODY_LIMIT + 1, routes[0]!.body);
    const response = await post('/api/comment-templates', Readable.from([payload]));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ detail: '2' });
  });

  it('holds the largest launch the schema allows within the default limit', async () => {
    const largest = {
      accountIds: Array(5000).fill(uuid),
      videoIds: Array.from({ length: 50_000 }, (_, i) => videoId(i)),
      mode: 'multi',
      // Control characters take six bytes in JSON: the heaviest text of 10,000 characters.
      text: '\u0001'.repeat(10_000),
      templateId: uuid,
      templates: Array(5000).fill({ id: uuid, frequency: 100 }),
      confirmed: true,
    };
    launchBodySchema.parse(largest);
    expect(weight(largest) / MB).toBeCloseTo(1.2, 1);
    for (const url of ['/api/batches/preview', '/api/batches']) {
      const response = await post(url, JSON.stringify(largest));
      expect(response.statusCode, url).not.toBe(413);
    }
  });

  it.each(['/api/videos/check', '/api/batches/preview', '/api/batches'])(
    '%s keeps to the default limit: 22 MB no longer gets through',
    async (url) => {
      const response = await post(url, paddedTo(22 * MB, { videoIds: ['dQw4w9WgXcQ'] }));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ detail: '2' });
    },
  );
});
