import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@comptoir/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveLogin } from '../../../lib/session';
import { getThemePreferences, refreshThemePreferences } from '../../../lib/theme/theme-preferences';
import { renderWithProviders } from '../../../test/render';
import { ThemeCustomizer } from './theme-customizer';

const account = {
  uuid: 'company-uuid',
  email: 'company@demo.comptoir.test',
  roles: ['ROLE_COMPANY'],
  lang: null,
  enabled: true,
};

function renderCustomizer(onClose = vi.fn()) {
  renderWithProviders(<ThemeCustomizer opened onClose={onClose} />);
  return onClose;
}

beforeEach(() => refreshThemePreferences());

describe('ThemeCustomizer', () => {
  it('shows the current choice, defaults on a fresh device', async () => {
    renderCustomizer();
    expect(await screen.findByRole('radio', { name: 'Light' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Expanded' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Left to right' })).toBeChecked();
  });

  it('applies each pick at once and keeps it for the signed-in account', async () => {
    saveLogin('token', account);
    renderCustomizer();
    await userEvent.click(await screen.findByRole('radio', { name: 'Dark' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Collapsed to icons' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Right to left' }));

    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(document.documentElement).toHaveAttribute('data-skin', 'dark');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.themeByAccount) ?? '{}')).toEqual({
      'company-uuid': { skin: 'dark', menuCollapsed: true, direction: 'rtl' },
    });
  });

  it('puts everything back with Reset to defaults', async () => {
    renderCustomizer();
    await userEvent.click(await screen.findByRole('radio', { name: 'Semi-dark' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Right to left' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    expect(getThemePreferences()).toEqual({ skin: 'light', menuCollapsed: false, direction: 'ltr' });
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
  });

  it('closes on Escape', async () => {
    const onClose = renderCustomizer();
    await screen.findByRole('dialog', { name: 'Theme' });
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
