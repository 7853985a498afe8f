import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Credential } from '@core/api/credentials.schema';
import i18n from '@web/i18n/i18n';
import { fakeFetch } from '@web/test/fake-fetch';
import { fillIn } from '@web/test/fill-in';
import { renderWithApp } from '@web/test/render';
import { AddCredentialDialog } from './add-credential-dialog';
import { CredentialsTable } from './credentials-table';

const created: Credential = {
  id: 'c1',
  name: 'Raised',
  clientId: 'abc.apps.googleusercontent.com',
  isDefault: true,
  testing: false,
  quotaDailyUnits: 50_000,
  quotaSearchCalls: null,
  limits: { dailyUnits: 50_000, searchCalls: 100 },
  createdAt: '2026-01-01T00:00:00.000Z',
};

const sentBodies = (fetch: ReturnType<typeof fakeFetch>) =>
  fetch.mock.calls.map(([, init]) => JSON.parse((init as { body: string }).body) as unknown);

async function fillRequired() {
  const field = (key: 'name' | 'clientId' | 'clientSecret') =>
    screen.getByLabelText(new RegExp(`^${i18n.t(`credentials.field.${key}`)}`));
  await fillIn(field('name'), 'Raised');
  await fillIn(field('clientId'), 'abc.apps.googleusercontent.com');
  await fillIn(field('clientSecret'), 'secret');
}

describe("the credential form's raised quota", () => {
  afterEach(() => i18n.changeLanguage('en'));

  it.each([
    [
      'en',
      'My Google Cloud project has a raised quota',
      'Units a day',
      'Default: 10,000',
      'At most 1,000,000.',
    ],
    [
      'zh-CN',
      '我的 Google Cloud 项目已提高配额',
      '每天单位数',
      '默认：10,000',
      '不能大于 1,000,000。',
    ],
    [
      'zh-TW',
      '我的 Google Cloud 專案已提高配額',
      '每天單位數',
      '預設：10,000',
      '不能大於 1,000,000。',
    ],
  ])(
    'in %s: folded until ticked, the default as placeholder, a bad number said under its field',
    async (code, box, units, placeholder, tooBig) => {
      await i18n.changeLanguage(code);
      const fetch = fakeFetch(created, { status: 201 });
      renderWithApp(<AddCredentialDialog opened onClose={() => {}} />);
      const tick = await screen.findByRole('checkbox', { name: new RegExp(box) });
      expect((tick as HTMLInputElement).checked).toBe(false);
      expect(screen.queryByRole('textbox', { name: units })).toBeNull();

      await userEvent.click(tick);
      const field = await screen.findByRole('textbox', { name: units });
      expect(field.getAttribute('placeholder')).toBe(placeholder);
      await fillRequired();
      await fillIn(field, '2000000');
      await userEvent.click(screen.getByRole('button', { name: i18n.t('credentials.add.submit') }));
      expect(await screen.findByText(tooBig)).toBeTruthy();
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  it("sends the numbers given, and null for the one left empty (the server's)", async () => {
    const fetch = fakeFetch(created, { status: 201 });
    renderWithApp(<AddCredentialDialog opened onClose={() => {}} />);
    await fillRequired();
    await userEvent.click(screen.getByRole('checkbox', { name: /raised quota/ }));
    await fillIn(await screen.findByRole('textbox', { name: 'Units a day' }), '50000');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByText('Credential Added');
    expect(sentBodies(fetch)).toEqual([
      expect.objectContaining({ quotaDailyUnits: 50_000, quotaSearchCalls: null }),
    ]);
  });

  it('sends null for both when the box is left unticked, whatever was typed before', async () => {
    const fetch = fakeFetch(created, { status: 201 });
    renderWithApp(<AddCredentialDialog opened onClose={() => {}} />);
    await fillRequired();
    const tick = screen.getByRole('checkbox', { name: /raised quota/ });
    await userEvent.click(tick);
    await fillIn(await screen.findByRole('textbox', { name: 'Searches a day' }), '0');
    await userEvent.click(tick);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByText('Credential Added');
    expect(sentBodies(fetch)).toEqual([
      expect.objectContaining({ quotaDailyUnits: null, quotaSearchCalls: null }),
    ]);
  });

  it("shows a credential's own quota in the list, and nothing for one on the server's", async () => {
    fakeFetch((url: string) =>
      url === '/api/credentials'
        ? [
            created,
            {
              ...created,
              id: 'c2',
              name: 'Plain',
              isDefault: false,
              quotaDailyUnits: null,
              limits: { dailyUnits: 10_000, searchCalls: 100 },
            },
          ]
        : [],
    );
    renderWithApp(<CredentialsTable />);
    expect(await screen.findByText('Own quota: 50,000 units and 100 searches a day')).toBeTruthy();
    expect(screen.getAllByText(/Own quota/)).toHaveLength(1);
  });

  it('changes a listed credential\'s limits from its "Quota limits" button', async () => {
    const fetch = fakeFetch((url: string, init?: RequestInit) =>
      init?.method === 'PATCH' ? created : url === '/api/credentials' ? [created] : [],
    );
    renderWithApp(<CredentialsTable />);
    await userEvent.click(await screen.findByRole('button', { name: 'Quota limits of Raised' }));
    const dialog = await screen.findByRole('dialog', { name: 'Daily quota limits' });
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /raised quota/ }).checked).toBe(
      true,
    );
    const searches = screen.getByRole('textbox', { name: 'Searches a day' });
    expect(dialog.contains(searches)).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Units a day' }).value).toBe(
      '50,000',
    );
    await fillIn(searches, '500');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Quota limits saved');
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(patch[0]).toBe('/api/credentials/c1');
    expect(JSON.parse((patch[1] as { body: string }).body)).toEqual({
      quotaDailyUnits: 50_000,
      quotaSearchCalls: 500,
    });
  });
});
