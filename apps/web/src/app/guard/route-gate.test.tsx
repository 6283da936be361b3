import { screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '@comptoir/domain';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { refreshSession } from '../../lib/session';
import { anAccount } from '../../test/accounts';
import { renderWithProviders } from '../../test/render';
import { signInAs } from '../../test/sign-in';
import { buildRoutes } from '../router';

function renderAt(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('route guard', () => {
  it('shows a spinner while the connection is unknown', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'header.payload.signature');
    refreshSession();
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => {})));
    renderAt('/companys');
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Companies' })).not.toBeInTheDocument();
  });

  it('sends a visitor from a private page to /login', async () => {
    const router = renderAt('/companys');
    expect(await screen.findByRole('heading', { name: 'Welcome to Comptoir' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a connected user away from /login, through / to /home', async () => {
    signInAs(anAccount('Company', ['ROLE_COMPANY_ADMIN', 'ROLE_COMPANY_PREMIUM_SERVICE']));
    const router = renderAt('/login');
    expect(await screen.findByRole('heading', { name: 'Orders', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.queryByText('This screen is not available yet')).not.toBeInTheDocument();
  });

  it('sends a user lacking the roles to /misc/upgrade, remembering the page asked for', async () => {
    signInAs(anAccount('Company', ['ROLE_COMPANY_ADMIN', 'ROLE_COMPANY_SUBSCRIBE_ORDER']));
    const router = renderAt('/analytics');
    expect(await screen.findByRole('heading', { name: 'Not included in your subscription' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/misc/upgrade');
    expect(router.state.location.state).toEqual({ from: '/analytics' });
    expect(screen.getByText('/analytics')).toBeInTheDocument();
  });

  it('lets a user with the roles see the page inside the vertical layout', async () => {
    signInAs(anAccount('User', ['ROLE_ADMINISTRATOR']));
    renderAt('/history');
    expect(await screen.findByRole('heading', { name: 'History', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown path, whoever asks', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/home'));
  });
});
