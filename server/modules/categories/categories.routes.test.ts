import { describe, expect, it } from 'vitest';
import { sender } from '@server/test/api-request';
import { signUp } from '@server/test/scenario';
import { useTestApp } from '@server/test/use-test-app';

const t = useTestApp();

const path = '/api/comment-categories';
const send = sender(t);
const create = async (cookie: string, name: string) => {
  const response = await send('POST', path, cookie, { name });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string; name: string }>();
};
const names = async (cookie: string) =>
  (await send('GET', path, cookie)).json<{ name: string }[]>().map((c) => c.name);

describe('comment categories', () => {
  it('creates a trimmed name, lists them by name with their template counts', async () => {
    const cookie = await signUp(t);
    const tech = await create(cookie, '  Tech ');
    await create(cookie, 'art');
    await send('POST', '/api/comment-templates', cookie, { content: 'Nice one', category: 'Tech' });
    const list = (await send('GET', path, cookie)).json();
    expect(list).toEqual([
      { id: expect.any(String), name: 'art', count: 0, createdAt: expect.any(String) },
      { id: tech.id, name: 'Tech', count: 1, createdAt: expect.any(String) },
    ]);
  });

  it('refuses a name taken in any case with the documented message, and an empty one', async () => {
    const cookie = await signUp(t);
    await create(cookie, 'Tech');
    const taken = await send('POST', path, cookie, { name: 'TECH' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      code: 'CATEGORY_EXISTS',
      message: 'A category with the name "TECH" already exists.',
      detail: 'TECH',
    });
    const empty = await send('POST', path, cookie, { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(await names(cookie)).toEqual(['Tech']);
  });

  it('renames against the other categories only, and keeps its templates in it', async () => {
    const cookie = await signUp(t);
    const tech = await create(cookie, 'Tech');
    await create(cookie, 'Music');
    await send('POST', '/api/comment-templates', cookie, { content: 'Nice one', category: 'Tech' });
    const recased = await send('PATCH', `${path}/${tech.id}`, cookie, { name: 'TECH' });
    expect(recased.json()).toMatchObject({ name: 'TECH', count: 1 });
    const clash = await send('PATCH', `${path}/${tech.id}`, cookie, { name: 'music' });
    expect(clash.statusCode).toBe(409);
    const renamed = await send('PATCH', `${path}/${tech.id}`, cookie, { name: 'Technology' });
    expect(renamed.json()).toMatchObject({ name: 'Technology', count: 1 });
    const templates = (await send('GET', '/api/comment-templates', cookie)).json();
    expect(templates[0].category).toBe('Technology');
  });

  it('deletes a category; its templates stay, without a category', async () => {
    const cookie = await signUp(t);
    const tech = await create(cookie, 'Tech');
    await send('POST', '/api/comment-templates', cookie, { content: 'Nice one', category: 'Tech' });
    expect((await send('DELETE', `${path}/${tech.id}`, cookie)).statusCode).toBe(204);
    const templates = (await send('GET', '/api/comment-templates', cookie)).json();
    expect(templates).toMatchObject([{ content: 'Nice one', category: null }]);
  });

  it("answers 404 to another user's category, and lets each user have the same names", async () => {
    const a = await signUp(t, 'a');
    const b = await signUp(t, 'b');
    const tech = await create(a, 'Tech');
    await create(b, 'Tech');
    expect((await send('PATCH', `${path}/${tech.id}`, b, { name: 'Mine' })).statusCode).toBe(404);
    expect((await send('DELETE', `${path}/${tech.id}`, b)).statusCode).toBe(404);
    expect(await names(a)).toEqual(['Tech']);
  });
});
