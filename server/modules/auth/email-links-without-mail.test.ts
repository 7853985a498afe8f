import { describe, expect, it } from 'vitest';
import { json } from '@server/test/api-request';
import { useTestApp } from '@server/test/use-test-app';

// docs/email.md: a server without SMTP_URL says so where an email is needed, for every address.
const t = useTestApp();

describe('without SMTP_URL', () => {
  it('says the server sends no email, registers without one, and tells the page', async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: json,
      payload: JSON.stringify({ email: 'quiet@example.com', password: 'correct horse battery' }),
    });
    expect(registered.statusCode).toBe(201);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: json,
      payload: JSON.stringify({ email: 'quiet@example.com' }),
    });
    expect(forgot.statusCode).toBe(503);
    expect(forgot.json().code).toBe('MAIL_NOT_CONFIGURED');
    const config = await t.app.inject({ method: 'GET', url: '/api/app-config' });
    expect(config.json().mailEnabled).toBe(false);
  });
});
