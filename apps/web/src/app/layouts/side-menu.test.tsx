import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { anAccount, aViewer } from '../../test/accounts';
import { mockGraphQL, renderWithProviders } from '../../test/render';
import type { Viewer } from '../../lib/connection';
import { SideMenu } from './side-menu';

function renderMenu(viewer: Viewer) {
  renderWithProviders(
    <MemoryRouter>
      <SideMenu viewer={viewer} collapsed={false} onNavigate={() => {}} />
    </MemoryRouter>,
  );
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent)
    .concat(
      within(nav)
        .queryAllByRole('button')
        .map((button) => button.textContent),
    );
}

describe('SideMenu per role', () => {
  it('shows an administrator the admin entries, the switcher, and hides company-only ones', async () => {
    const entries = renderMenu(aViewer(anAccount('User', ['ROLE_ADMINISTRATOR', 'ROLE_CAN_SWITCH_USER'])));
    expect(entries.sort()).toEqual(
      [
        'Orders',
        'History',
        'Company',
        'Requests',
        'Pending restaurants',
        'Data Check',
        'Analytics',
        'Complaints',
        'Marketing',
        'Invoices',
        'Details',
        'Printer',
      ].sort(),
    );
    expect(await screen.findByRole('combobox', { name: 'Search a company or a user' })).toBeInTheDocument();
  });

  it('hides complaints from an administrator holding ROLE_HIDE_DISPUTE', () => {
    const entries = renderMenu(aViewer(anAccount('User', ['ROLE_ADMINISTRATOR', 'ROLE_HIDE_DISPUTE'])));
    expect(entries).not.toContain('Complaints');
    expect(entries).toContain('Marketing');
  });

  it('shows a premium company its operations entries without the switcher', () => {
    const entries = renderMenu(aViewer(anAccount('Company', ['ROLE_COMPANY_ADMIN', 'ROLE_COMPANY_PREMIUM_SERVICE'])));
    expect(entries).toEqual(
      expect.arrayContaining([
        'Orders',
        'History',
        'Menu',
        'Company',
        'Schedule',
        'Analytics',
        'Reviews',
        'Complaints',
        'Invoices',
        'Details',
        'Printer',
      ]),
    );
    expect(entries).not.toContain('Data Check');
    expect(entries).not.toContain('Marketing');
    expect(entries).not.toContain('Console');
    expect(screen.queryByRole('combobox', { name: 'Search a company or a user' })).not.toBeInTheDocument();
  });

  it('shows a basic company (orders subscription only) the screens it may open, and no upsell entry', () => {
    const entries = renderMenu(aViewer(anAccount('Company', ['ROLE_COMPANY_ADMIN', 'ROLE_COMPANY_SUBSCRIBE_ORDER'])));
    expect(entries.sort()).toEqual(['Orders', 'History', 'Menu', 'Schedule', 'Company', 'Invoices', 'Printer'].sort());
    expect(entries).not.toContain('Data Check');
    expect(entries).not.toContain('Marketing');
    expect(entries).not.toContain('Runner display');
  });

  it('shows an application its console and companies', () => {
    const entries = renderMenu(aViewer(anAccount('Application', ['ROLE_APPLICATION'])));
    expect(entries).toEqual(
      expect.arrayContaining(['Orders', 'History', 'Company', 'Analytics', 'Console', 'Printer']),
    );
    expect(entries).not.toContain('Invoices');
    expect(entries).not.toContain('Data Check');
  });

  it('shows an account manager the cross-company tools and nothing that would refuse it', () => {
    const entries = renderMenu(aViewer(anAccount('User', ['ROLE_ACCOUNT_MANAGER'])));
    expect(entries.sort()).toEqual(
      ['Company', 'Requests', 'Pending restaurants', 'Data Check', 'Invoices', 'Printer'].sort(),
    );
    expect(screen.queryByRole('combobox', { name: 'Search a company or a user' })).not.toBeInTheDocument();
  });

  it("counts the account manager's open service requests on its Requests entry", async () => {
    mockGraphQL(({ variables }) => ({
      json: {
        data: {
          serviceInquiries: {
            totalCount: variables.status === 'OPEN' ? 3 : 0,
            pageInfo: { hasNextPage: false, endCursor: null },
            edges: [],
          },
        },
      },
    }));
    renderMenu(aViewer(anAccount('User', ['ROLE_ACCOUNT_MANAGER'])));
    expect(await screen.findByLabelText('3 requests waiting')).toHaveTextContent('3');
  });
});
