import { describe, expect, it } from 'vitest';
import { sender } from '@server/test/api-request';
import { rowCount } from '@server/test/counts';
import { signUp } from '@server/test/scenario';
import { useTestApp } from '@server/test/use-test-app';

const t = useTestApp();

const base = '/api/comment-templates';
const send = sender(t);
const create = async (cookie: string, content: string, category?: string) => {
  const response = await send('POST', base, cookie, { content, category });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; content: string }>();
};
const contents = async (cookie: string) =>
  (await send('GET', base, cookie)).json<{ content: string }[]>().map((t) => t.content);
const count = () => rowCount(t, 'comment_templates');

describe('creating a template', () => {
  it('trims it, gives it displayOrder 0, and lists the newest first', async () => {
    const cookie = await signUp(t);
    await send('POST', '/api/comment-categories', cookie, { name: 'Tech' });
    const first = await send('POST', base, cookie, {
      content: '  First!  ',
      category: 'tech',
      title: '',
    });
    expect(first.json()).toEqual({
      id: expect.any(String),
      title: '',
      content: 'First!',
      category: 'Tech',
      categoryId: expect.any(String),
      displayOrder: 0,
      createdAt: expect.any(String),
    });
    await create(cookie, 'Second, quite different');
    expect(await contents(cookie)).toEqual(['Second, quite different', 'First!']);
  });

  it('refuses a template similar to one you have, with the similar text; force=true creates it', async () => {
    const cookie = await signUp(t);
    await create(cookie, 'Great video, thanks for sharing!');
    const similar = await send('POST', base, cookie, {
      content: 'great video,  thanks for sharing!!',
    });
    expect(similar.statusCode).toBe(409);
    expect(similar.json()).toMatchObject({
      code: 'TEMPLATE_SIMILAR',
      detail: 'Great video, thanks for sharing!',
    });
    expect(await count()).toBe(1);
    const forced = await send('POST', `${base}?force=true`, cookie, {
      content: 'great video,  thanks for sharing!!',
    });
    expect(forced.statusCode).toBe(201);
  });

  it.each([
    ['empty content', { content: '   ' }, 'VALIDATION_FAILED'],
    ['content over 10,000 characters', { content: 'x'.repeat(10_001) }, 'VALIDATION_FAILED'],
    ['an unknown category', { content: 'Fine text', category: 'Nope' }, 'CATEGORY_NOT_FOUND'],
  ])('refuses %s and saves nothing', async (_case, body, code) => {
    const cookie = await signUp(t);
    const response = await send('POST', base, cookie, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
    expect(await count()).toBe(0);
  });

  it('accepts exactly 10,000 characters and "_none" as no category', async () => {
    const cookie = await signUp(t);
    const response = await send('POST', base, cookie, {
      content: 'y'.repeat(10_000),
      category: '_none',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().category).toBeNull();
  });
});

describe('the paged list', () => {
  it('pages, searches content or category, and filters by category or none', async () => {
    const cookie = await signUp(t);
    const tech = (await send('POST', '/api/comment-categories', cookie, { name: 'Tech' })).json();
    const words = ['apple', 'banana', 'cherry', 'damson', 'elder', 'fig', 'grape'];
    for (const [i, word] of words.entries()) {
      await create(cookie, `Number ${i}: ${word} pie`, i < 3 ? 'Tech' : undefined);
    }
    const page = await send('GET', `${base}?page=2&pageSize=3`, cookie);
    expect(page.json()).toMatchObject({ total: 7, page: 2, pageSize: 3 });
    expect(page.json<{ items: { content: string }[] }>().items.map((i) => i.content)).toEqual([
      'Number 3: damson pie',
      'Number 2: cherry pie',
      'Number 1: banana pie',
    ]);
    expect((await send('GET', `${base}?category=${tech.id}`, cookie)).json().total).toBe(3);
    expect((await send('GET', `${base}?category=_none`, cookie)).json().total).toBe(4);
    expect((await send('GET', `${base}?search=tech`, cookie)).json().total).toBe(3);
    expect((await send('GET', `${base}?search=FIG%20PIE`, cookie)).json().total).toBe(1);
    expect((await send('GET', `${base}?search=100%25`, cookie)).json().total).toBe(0);
  });

  it('refuses a page size over 5000', async () => {
    const cookie = await signUp(t);
    expect((await send('GET', `${base}?pageSize=5001`, cookie)).statusCode).toBe(400);
  });
});

describe('bulk actions and order', () => {
  it('sets a category on a selection, deletes a selection, all or nothing', async () => {
    const cookie = await signUp(t);
    await send('POST', '/api/comment-categories', cookie, { name: 'Tech' });
    const a = await create(cookie, 'Alpha text here');
    const b = await create(cookie, 'Bravo words there');
    const c = await create(cookie, 'Charlie says hello');
    const categorised = await send('POST', `${base}/bulk-category`, cookie, {
      ids: [a.id, b.id],
      category: 'Tech',
    });
    expect(categorised.json()).toEqual({ count: 2 });
    const deleted = await send('POST', `${base}/bulk-delete`, cookie, { ids: [a.id, c.id] });
    expect(deleted.json()).toEqual({ count: 2 });
    const left = (await send('GET', base, cookie)).json();
    expect(left).toMatchObject([{ id: b.id, category: 'Tech' }]);
  });

  it('orders by the list given: the first gets 10000, the next 9999; a new one comes after', async () => {
    const cookie = await signUp(t);
    const a = await create(cookie, 'Alpha text here');
    const b = await create(cookie, 'Bravo words there');
    const c = await create(cookie, 'Charlie says hello');
    const response = await send('PATCH', `${base}/reorder`, cookie, { ids: [a.id, c.id, b.id] });
    expect(response.json()).toEqual({ count: 3 });
    const list = (await send('GET', base, cookie)).json<{ id: string; displayOrder: number }[]>();
    expect(list.map((x) => [x.id, x.displayOrder])).toEqual([
      [a.id, 10000],
      [c.id, 9999],
      [b.id, 9998],
    ]);
    await create(cookie, 'Delta is newest');
    expect((await contents(cookie)).at(-1)).toBe('Delta is newest');
  });

  it('edits content (checking similarity against the others) and category', async () => {
    const cookie = await signUp(t);
    const a = await create(cookie, 'Alpha text here');
    await create(cookie, 'Bravo words there');
    const clash = await send('PATCH', `${base}/${a.id}`, cookie, { content: 'bravo words there' });
    expect(clash.statusCode).toBe(409);
    const self = await send('PATCH', `${base}/${a.id}`, cookie, { content: 'Alpha text here!' });
    expect(self.json()).toMatchObject({ content: 'Alpha text here!' });
  });
});

describe('import', () => {
  const rows = [
    { line: 2, category: 'Tech', content: 'Great review!' },
    { line: 3, category: 'tech', content: 'great   review!' },
    { line: 4, category: 'Music', content: 'Saved before' },
    { line: 5, category: '', content: 'Loose one' },
  ];

  it('a dry run says what would happen and saves nothing', async () => {
    const cookie = await signUp(t);
    await create(cookie, 'Saved before');
    const response = await send('POST', `${base}/import`, cookie, { rows, dryRun: true });
    expect(response.json()).toEqual({
      templates: [
        { line: 2, category: 'Tech', content: 'Great review!' },
        { line: 5, category: '', content: 'Loose one' },
      ],
      duplicates: [
        { line: 3, category: 'tech', content: 'great   review!', reason: 'file' },
        { line: 4, category: 'Music', content: 'Saved before', reason: 'existing' },
      ],
      categories: [{ name: 'Tech', isNew: true }],
    });
    expect(await count()).toBe(1);
  });

  it('creates the new categories first, then the templates, and logs it', async () => {
    const cookie = await signUp(t);
    await create(cookie, 'Saved before');
    const response = await send('POST', `${base}/import`, cookie, { rows });
    expect(response.json()).toEqual({ created: 2, duplicates: 2, categoriesCreated: 1 });
    const list = (await send('GET', base, cookie)).json<{ content: string; category: string }[]>();
    expect(list.map((x) => [x.content, x.category])).toContainEqual(['Great review!', 'Tech']);
    const { rows: logs } = await t.pool.query<{ details: { count: number } }>(
      "select details from activity_logs where type = 'comments_added_csv'",
    );
    expect(logs).toEqual([{ details: { count: 2 } }]);
  });

  it('lists the templates of one file in the file order, paged or not, after older ones', async () => {
    const cookie = await signUp(t);
    await create(cookie, 'Written by hand before the import');
    // Rows of one import share a timestamp: without an order of their own they come out shuffled.
    const file = Array.from({ length: 40 }, (_, i) => ({
      line: i + 2,
      category: i % 2 ? 'Odd' : '',
      content: `Row ${i}: ${'word '.repeat(i % 7)}${i * 7919}`,
    }));
    const response = await send('POST', `${base}/import`, cookie, { rows: file });
    expect(response.json()).toMatchObject({ created: 40 });
    const expected = [...file.map((row) => row.content), 'Written by hand before the import'];
    expect(await contents(cookie)).toEqual(expected);
    const page = (await send('GET', `${base}?page=2&pageSize=10`, cookie)).json<{
      items: { content: string }[];
    }>();
    expect(page.items.map((x) => x.content)).toEqual(expected.slice(10, 20));
  });

  it('refuses over 50,000 rows and an empty list, and saves nothing', async () => {
    const cookie = await signUp(t);
    const many = Array.from({ length: 50_001 }, (_, i) => ({
      line: i + 1,
      category: '',
      content: `c${i}`,
    }));
    const tooMany = await send('POST', `${base}/import`, cookie, { rows: many });
    expect(tooMany.statusCode).toBe(400);
    const none = await send('POST', `${base}/import`, cookie, { rows: [] });
    expect(none.statusCode).toBe(400);
    expect(await count()).toBe(0);
  });
});

describe('isolation between users', () => {
  it("answers 404 to another user's template ids, alone or in a selection, and changes nothing", async () => {
    const a = await signUp(t, 'a');
    const b = await signUp(t, 'b');
    const mine = await create(a, 'Written by the first user');
    const theirs = await create(b, 'Something else from B');
    expect((await send('PATCH', `${base}/${mine.id}`, b, { content: 'hijack' })).statusCode).toBe(
      404,
    );
    expect((await send('DELETE', `${base}/${mine.id}`, b)).statusCode).toBe(404);
    expect(
      (await send('POST', `${base}/bulk-delete`, b, { ids: [theirs.id, mine.id] })).statusCode,
    ).toBe(404);
    expect((await send('PATCH', `${base}/reorder`, b, { ids: [mine.id] })).statusCode).toBe(404);
    expect(await contents(a)).toEqual(['Written by the first user']);
    expect(await contents(b)).toEqual(['Something else from B']);
    // Similarity is per user: B may write what A wrote.
    expect((await send('POST', base, b, { content: 'Written by the first user' })).statusCode).toBe(
      201,
    );
  });

  it("cannot file a template under another user's category", async () => {
    const a = await signUp(t, 'a');
    const b = await signUp(t, 'b');
    await send('POST', '/api/comment-categories', a, { name: 'Secret' });
    const response = await send('POST', base, b, { content: 'Text', category: 'Secret' });
    expect(response.json().code).toBe('CATEGORY_NOT_FOUND');
  });
});
