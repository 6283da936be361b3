import { MantineProvider, useComputedColorScheme } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { themeColorSchemeManager } from '../../lib/theme/color-scheme-manager';
import { getThemePreferences, refreshThemePreferences, saveThemePreferences } from '../../lib/theme/theme-preferences';
import { SkinToggle } from './skin-toggle';

vi.mock('../../lib/click-sound', () => ({ playClickSound: vi.fn() }));

function SchemeProbe() {
  return <output aria-label="Mantine scheme">{useComputedColorScheme('light')}</output>;
}

function renderToggle() {
  render(
    <MantineProvider colorSchemeManager={themeColorSchemeManager}>
      <I18nextProvider i18n={i18n}>
        <SkinToggle />
        <SchemeProbe />
      </I18nextProvider>
    </MantineProvider>,
  );
}

beforeEach(() => refreshThemePreferences());

describe('SkinToggle', () => {
  it("switches the customizer's skin between light and dark, and Mantine follows", async () => {
    renderToggle();
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(getThemePreferences().skin).toBe('dark');
    expect(screen.getByLabelText('Mantine scheme')).toHaveTextContent('dark');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(getThemePreferences().skin).toBe('light');
    expect(screen.getByLabelText('Mantine scheme')).toHaveTextContent('light');
  });

  it('reads a semi-dark skin as a light one: the toggle offers dark mode and Mantine stays light', () => {
    renderToggle();
    act(() => saveThemePreferences({ skin: 'semi-dark' }));
    expect(screen.getByRole('button', { name: 'Switch to dark mode' })).toBeInTheDocument();
    expect(screen.getByLabelText('Mantine scheme')).toHaveTextContent('light');
    expect(getThemePreferences().skin).toBe('semi-dark');
  });
});
