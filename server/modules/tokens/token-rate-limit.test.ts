import { expect, it } from 'vitest';
import type { CreatedToken } from '@core/api/tokens.schema';
import { sender } from '@server/test/api-request';
import { register } from '@server/test/scenario';
import { useTestApp } from '@server/test/use-test-app';

// docs/api.md: each token has its own limit a minute (TOKEN_RATE_LIMIT_PER_MINUTE), counted in
// PostgreSQL as the sign-in limits are, so it holds across every web process.
const t = useTestApp({ env: { TOKEN_RATE_LIMIT_PER_MINUTE: '3' } });
const send = sender(t);

it('answers a token past its limit 429 with Retry-After, and another token as before', async () => {
  const ada = await register(t, 'ada');
  const make = async (name: string) =>
    (await send('POST', '/api/tokens', ada.cookie, { name, scopes: ['read'] })).json<CreatedToken>()
      .token;
  const [busy, quiet] = [await make('Busy'), await make('Quiet')];
  const get = (token: string) =>
    t.app.inject({ url: '/api/videos', headers: { authorization: `Bearer ${token}` } });

  const answers = [];
  for (let i = 0; i < 4; i++) answers.push(await get(busy));
  expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 429]);
  expect(answers.map((answer) => answer.headers['x-ratelimit-remaining'])).toEqual([
    '2',
    '1',
    '0',
    '0',
  ]);
  expect(answers[0]!.headers['x-ratelimit-limit']).toBe('3');
  expect(answers[3]!.json().code).toBe('RATE_LIMITED');
  expect(Number(answers[3]!.headers['retry-after'])).toBeGreaterThan(0);
  expect((await get(quiet)).statusCode).toBe(200);
  // The person, signed in, is not held by their token's limit.
  expect((await send('GET', '/api/videos', ada.cookie)).statusCode).toBe(200);
});
