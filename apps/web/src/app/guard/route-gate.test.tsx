import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@comptoir/domain';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { refreshSession } from '../../lib/session';
import { anAccount } from '../../test/accounts';
import { renderWithProviders } from '../../test/render';
import { signInAs } from '../../test/sign-in';
import { AppRoutes } from '../router';

type Seen = { location: Location | null; navigate: NavigateFunction | null };

/** The app's routes at `path`, with where they lead and a way to navigate as a link would. */
function renderAt(path: string) {
  const seen: Seen = { location: null, navigate: null };
  function Probe() {
    seen.location = useLocation();
    seen.navigate = useNavigate();
    return null;
  }
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <Probe />
    </MemoryRouter>,
  );
  return seen;
}

describe('route guard', () => {
  it('shows a spinner while the connection is unknown', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'header.payload.signature');
    refreshSession();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderAt('/companys');
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Companies' })).not.toBeInTheDocument();
  });

  it('sends a visitor from a private page to /login', async () => {
    const router = renderAt('/companys');
    expect(await screen.findByRole('heading', { name: 'Welcome to Comptoir' })).toBeInTheDocument();
    expect(router.location?.pathname).toBe('/login');
  });

  it('sends a connected user away from /login, through / to /home', async () => {
    signInAs(anAccount('Company', ['ROLE_COMPANY_ADMIN', 'ROLE_COMPANY_PREMIUM_SERVICE']));
    const router = renderAt('/login');
    expect(await screen.findByRole('heading', { name: 'Orders', level: 1 })).toBeInTheDocument();
    expect(router.location?.pathname).toBe('/home');
    expect(screen.queryByText('This screen is not available yet')).not.toBeInTheDocument();
  });

  it('sends a user lacking the roles to /misc/upgrade, remembering the page asked for', async () => {
    signInAs(anAccount('Company', ['ROLE_COMPANY_ADMIN', 'ROLE_COMPANY_SUBSCRIBE_ORDER']));
    const router = renderAt('/analytics');
    expect(await screen.findByRole('heading', { name: 'Not included in your subscription' })).toBeInTheDocument();
    expect(router.location?.pathname).toBe('/misc/upgrade');
    expect(router.location?.state).toEqual({ from: '/analytics' });
    expect(screen.getByText('/analytics')).toBeInTheDocument();
  });

  it('upsell page: "Back to home" leads to the landing page, which opens', async () => {
    signInAs(anAccount('Company', ['ROLE_COMPANY_ADMIN', 'ROLE_COMPANY_SUBSCRIBE_TVA']));
    const router = renderAt('/analytics');
    expect(
      await screen.findByRole('heading', { name: 'Not included in your subscription' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'Back to home' });
    // This company has no order manager: its landing page is the companies list, not /home.
    await waitFor(() => expect(back).toHaveAttribute('href', '/companys'), { timeout: 5000 });
    await userEvent.click(back);
    expect(await screen.findByRole('heading', { name: 'Companies', level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.location?.pathname).toBe('/companys');
  });

  it('sends an account manager from / to the companies, and its "Back to home" there too', async () => {
    signInAs(anAccount('User', ['ROLE_ACCOUNT_MANAGER']));
    const router = renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Companies', level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.location?.pathname).toBe('/companys');
    await router.navigate?.('/home');
    expect(
      await screen.findByRole('heading', { name: 'You are not authorized' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Not included in your subscription')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/companys'),
    );
  });

  it('never tells an administrator a service is not included: on /menus it offers to act as a company', async () => {
    signInAs(anAccount('User', ['ROLE_ADMINISTRATOR', 'ROLE_CAN_SWITCH_USER']));
    const router = renderAt('/menus');
    expect(
      await screen.findByRole('heading', { name: 'Open this screen as a company' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.location?.pathname).toBe('/misc/not-authorized');
    expect(screen.queryByText('Not included in your subscription')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search a company or a user' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/home'));
  });

  it('opens /invoices to an administrator, as the server serves it the invoices', async () => {
    signInAs(anAccount('User', ['ROLE_ADMINISTRATOR']));
    const router = renderAt('/invoices');
    expect(await screen.findByRole('heading', { name: 'Invoices', level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.location?.pathname).toBe('/invoices');
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
    // A visitor has no landing page: / sends it to sign in.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/'));
  });
});
