import { act, screen } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { showToast, Toasts } from './toasts';

afterEach(() => {
  act(() => notifications.clean());
});

describe('toasts', () => {
  it('shows a toast given before its container arrived', async () => {
    renderWithProviders(<Toasts />);
    expect(document.querySelector('[data-position]')).toBeNull();
    act(() => showToast({ color: 'green', message: 'Menu published' }));
    expect(await screen.findByText('Menu published')).toBeInTheDocument();
    act(() => showToast({ color: 'red', message: 'The printer did not answer' }));
    expect(await screen.findByText('The printer did not answer')).toBeInTheDocument();
  });
});
