import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@comptoir/domain';
import { describe, expect, it, vi } from 'vitest';
import { anAccount, aViewer } from '../../test/accounts';
import { mockGraphQL, renderWithProviders } from '../../test/render';
import { reloadTo } from '../../lib/navigation';
import { SwitchedBanner } from './switched-banner';

vi.mock('../../lib/navigation', () => ({ reloadTo: vi.fn(), navigateTo: vi.fn(), setNavigator: vi.fn() }));

const admin = anAccount('User', ['ROLE_ADMINISTRATOR', 'ROLE_CAN_SWITCH_USER'], 'ada@comptoir.test');
const company = anAccount('Company', ['ROLE_COMPANY_ADMIN'], 'company@demo.comptoir.test');

describe('SwitchedBanner', () => {
  it('says who is acted as, and by whom', () => {
    renderWithProviders(<SwitchedBanner viewer={aViewer(admin, company)} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are acting as Demo Burger Co (company@demo.comptoir.test) — signed in as ada@comptoir.test',
    );
  });

  it('is absent when nobody is acted as', () => {
    renderWithProviders(<SwitchedBanner viewer={aViewer(admin)} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('ends the switch on the server with the header still sent, then forgets it and reloads', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'jwt');
    localStorage.setItem(STORAGE_KEYS.switchUser, company.email);
    const fetchMock = mockGraphQL(() => ({ json: { data: { endSwitchUser: true } } }));
    renderWithProviders(<SwitchedBanner viewer={aViewer(admin, company)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Leave this account' }));
    await waitFor(() => expect(reloadTo).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(init?.body)).toContain('endSwitchUser');
    expect((init?.headers as Record<string, string>)['x-switch-user']).toBe(company.email);
    expect(localStorage.getItem(STORAGE_KEYS.switchUser)).toBeNull();
  });
});
