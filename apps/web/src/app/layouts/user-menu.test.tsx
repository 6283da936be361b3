import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { STORAGE_KEYS } from '@comptoir/domain';
import { describe, expect, it, vi } from 'vitest';
import { anAccount, aViewer } from '../../test/accounts';
import { setNavigator } from '../../lib/navigation';
import { mockGraphQL, renderWithProviders } from '../../test/render';
import { UserMenu } from './user-menu';

const company = aViewer(anAccount('Company', ['ROLE_COMPANY_ADMIN']));

async function openMenu(onOpenCustomizer = () => undefined) {
  renderWithProviders(
    <MemoryRouter>
      <UserMenu viewer={company} onOpenCustomizer={onOpenCustomizer} />
    </MemoryRouter>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
  // jsdom never finishes Mantine's opening transition, so the entries stay styled as hidden.
  await screen.findByRole('menuitem', { name: 'Log out', hidden: true });
}

describe('UserMenu lock entry', () => {
  it('locks an open PIN session on the server and here', async () => {
    localStorage.setItem(STORAGE_KEYS.pinCodeExp, String(Date.now() + 600_000));
    const fetchMock = mockGraphQL(() => ({ json: { data: { lockPin: true } } }));
    await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Lock', hidden: true }), { pointerEventsCheck: 0 });
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.pinCodeExp)).toBeNull());
    expect(String(fetchMock.mock.calls[0]?.[1]?.body)).toContain('lockPin');
  });

  it('offers no lock without a PIN session', async () => {
    await openMenu();
    expect(screen.queryByRole('menuitem', { name: 'Lock', hidden: true })).not.toBeInTheDocument();
  });
});

describe('UserMenu theme entry', () => {
  it('opens the theme customizer', async () => {
    const onOpenCustomizer = vi.fn();
    await openMenu(onOpenCustomizer);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Customize the theme', hidden: true }), {
      pointerEventsCheck: 0,
    });
    expect(onOpenCustomizer).toHaveBeenCalledOnce();
  });
});

describe('UserMenu log out entry', () => {
  async function logOutWith(answer: Parameters<typeof mockGraphQL>[0]) {
    localStorage.setItem(STORAGE_KEYS.token, 'the-token');
    localStorage.setItem(STORAGE_KEYS.switchUser, 'company@demo.comptoir.test');
    const navigate = vi.fn();
    setNavigator(navigate);
    const fetchMock = mockGraphQL(answer);
    await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out', hidden: true }), { pointerEventsCheck: 0 });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    return fetchMock;
  }

  it('ends the session on the server as the signed-in account, then forgets it here', async () => {
    const fetchMock = await logOutWith(() => ({ json: { data: { logout: true } } }));
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(init?.body)).toContain('logout');
    expect(init?.headers).toMatchObject({ authorization: 'Bearer the-token' });
    expect(init?.headers).not.toHaveProperty('x-switch-user');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('forgets the session here even when the server cannot be told', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await logOutWith(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.switchUser)).toBeNull();
  });
});

describe('UserMenu languages entry (a phone’s top bar has no picker)', () => {
  it('offers the five languages, the current one marked, only when the top bar asks it to', async () => {
    renderWithProviders(
      <MemoryRouter>
        <UserMenu viewer={company} onOpenCustomizer={() => undefined} withLanguages />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await screen.findByRole('menuitem', { name: 'Log out', hidden: true });
    expect(screen.getByRole('menuitem', { name: 'English', hidden: true })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('menuitem', { name: 'Français', hidden: true })).toBeInTheDocument();
  });

  it('leaves them to the top bar’s picker otherwise', async () => {
    await openMenu();
    expect(screen.queryByRole('menuitem', { name: 'Français', hidden: true })).not.toBeInTheDocument();
  });
});
