import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Settings } from '@core/api/settings.schema';
import i18n from '@web/i18n/i18n';
import { fakeFetch } from '@web/test/fake-fetch';
import { fieldError } from '@web/test/field-error';
import { renderWithApp } from '@web/test/render';
import { PostingSettingsCard } from './posting-settings-card';

afterEach(() => i18n.changeLanguage('en'));

const SETTINGS: Settings = {
  customDomain: null,
  pacingSeconds: 30,
  dailyCapPerChannel: 100,
  pauseAll: false,
  pauseHiddenChannels: true,
};

describe('PostingSettingsCard', () => {
  it("says under each emptied field its own bounds, in the user's language, and saves nothing", async () => {
    await i18n.changeLanguage('zh-TW');
    const fetch = fakeFetch();
    renderWithApp(<PostingSettingsCard settings={SETTINGS} />);
    const pacing = screen.getByRole('textbox', { name: i18n.t('settings.posting.pacing') });
    const cap = screen.getByRole('textbox', { name: i18n.t('settings.posting.dailyCap') });
    await userEvent.clear(pacing);
    await userEvent.clear(cap);
    await userEvent.click(screen.getByRole('button', { name: i18n.t('settings.save') }));
    await waitFor(() => expect(fieldError(pacing)).toBe('請輸入 1 到 86,400 之間的整數秒。'));
    expect(fieldError(cap)).toBe('請輸入 1 到 10,000 之間的整數。');
    expect(fetch).not.toHaveBeenCalled();
  });
});
