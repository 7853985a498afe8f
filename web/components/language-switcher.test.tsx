import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../i18n/i18n';
import { renderWithApp } from '../test/render';
import { LanguageSwitcher } from './language-switcher';

afterEach(() => i18n.changeLanguage('en'));

describe('LanguageSwitcher', () => {
  it('opens on a click, lists each language with its code, and applies the one chosen', async () => {
    renderWithApp(<LanguageSwitcher />);
    const select = screen.getByRole('combobox', { name: 'Language English' });
    expect(select.textContent).toContain('English');
    await userEvent.click(select);
    expect(select.getAttribute('aria-expanded')).toBe('true');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'enEnglish',
      'zh-CN简体中文',
      'zh-TW繁體中文',
    ]);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    await userEvent.click(screen.getByRole('option', { name: /繁體中文/ }));
    await waitFor(() => expect(i18n.language).toBe('zh-TW'));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('combobox', { name: '語言 繁體中文' }).textContent).toContain(
      '繁體中文',
    );
    expect(localStorage.getItem('mcm.language')).toBe('zh-TW');
  });

  it('works from the keyboard: arrows move, Enter chooses, Escape closes without a change', async () => {
    renderWithApp(<LanguageSwitcher />);
    const select = screen.getByRole('combobox', { name: 'Language English' });
    select.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(i18n.language).toBe('en');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(select.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]!.id);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(i18n.language).toBe('zh-CN'));
    expect(document.activeElement).toBe(select);
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
