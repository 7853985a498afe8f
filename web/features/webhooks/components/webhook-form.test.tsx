import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '@web/i18n/i18n';
import { fakeFetch } from '@web/test/fake-fetch';
import { fieldError } from '@web/test/field-error';
import { fillIn } from '@web/test/fill-in';
import { renderWithApp } from '@web/test/render';
import { WebhookForm } from './webhook-form';

afterEach(() => i18n.changeLanguage('en'));

const address = () =>
  screen.getByRole('textbox', { name: new RegExp(i18n.t('webhooks.form.url')) });
const add = () =>
  userEvent.click(screen.getByRole('button', { name: i18n.t('webhooks.form.submit') }));

describe('WebhookForm', () => {
  it("says under the address what is wrong with it, in the user's language, and sends nothing", async () => {
    await i18n.changeLanguage('zh-CN');
    const fetch = fakeFetch();
    renderWithApp(<WebhookForm onDone={() => {}} />);
    await fillIn(address(), 'https://user:secret@example.com/hook');
    await add();
    await waitFor(() => expect(fieldError(address())).toContain('请从地址中删除用户名和密码'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says an empty address is required, as any empty field', async () => {
    const fetch = fakeFetch();
    renderWithApp(<WebhookForm onDone={() => {}} />);
    await add();
    await waitFor(() => expect(fieldError(address())).toBe('Required'));
    expect(document.activeElement).toBe(address());
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks for an event under the events when none is chosen, and goes to the first', async () => {
    const fetch = fakeFetch();
    renderWithApp(<WebhookForm onDone={() => {}} />);
    await fillIn(address(), 'https://example.com/hook');
    const first = screen.getByRole('checkbox', { name: 'A batch finishes' });
    await userEvent.click(first);
    await add();
    expect(
      await screen.findByRole('group', {
        name: 'Events to send',
        description: 'Choose at least one event.',
      }),
    ).toBeTruthy();
    expect(fieldError(address())).toBeUndefined();
    expect(document.activeElement).toBe(first);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("puts the server's refusal of the address under it", async () => {
    fakeFetch(
      { code: 'WEBHOOK_URL_PRIVATE', message: 'This address leads to a private network.' },
      { status: 400 },
    );
    renderWithApp(<WebhookForm onDone={() => {}} />);
    await fillIn(address(), 'https://10.0.0.1/hook');
    await add();
    await waitFor(() =>
      expect(fieldError(address())).toBe(
        'This address leads to this server or a private network, which webhooks may not reach. Use a public https address.',
      ),
    );
  });
});
