import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../i18n/i18n';
import { renderWithApp } from '../test/render';
import { LocalizedDates } from './localized-dates';
import { StartFields } from './start-fields';

function renderFields() {
  renderWithApp(
    <LocalizedDates>
      <StartFields
        timeZone="Asia/Shanghai"
        date="2099-03-04"
        time="21:30"
        past={false}
        onChange={() => {}}
      />
    </LocalizedDates>,
  );
}

/** The weekday headers of the calendar the date field opens. */
async function weekdays(dateLabel: string) {
  await userEvent.click(screen.getByRole('button', { name: dateLabel }));
  // The calendar's seven weekday headers, once it has opened (slowly on a busy machine).
  const headers = () => [...document.querySelectorAll('thead th')].map((cell) => cell.textContent);
  await waitFor(() => expect(headers()).toHaveLength(7), { timeout: 10_000 });
  return headers();
}

afterEach(() => i18n.changeLanguage('en'));

describe('StartFields', () => {
  it('in English: the week starts on Sunday, the time says PM, the zone is named', async () => {
    renderFields();
    expect(screen.getByText(/Asia\/Shanghai/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Date' }).textContent).toBe('Mar 4, 2099');
    expect(screen.getByLabelText('Hours')).toHaveProperty('value', '09');
    expect(screen.getByLabelText('AM or PM')).toHaveProperty('value', 'PM');
    expect((await weekdays('Date'))[0]).toBe('Su');
  });

  it.each([
    ['zh-CN', '日期', '2099年3月4日', '小时'],
    ['zh-TW', '日期', '2099年3月4日', '小時'],
  ])(
    'in %s: the week starts on Monday and the clock runs to 24 hours',
    async (code, date, shown, hours) => {
      await i18n.changeLanguage(code);
      renderFields();
      expect(screen.getByRole('button', { name: date }).textContent).toBe(shown);
      expect(screen.getByLabelText(hours)).toHaveProperty('value', '21');
      expect(screen.queryByLabelText(/上午或下午|AM or PM/)).toBeNull();
      expect((await weekdays(date))[0]).toBe('一');
    },
  );
});
