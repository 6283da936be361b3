import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { mockGraphQL, renderWithProviders } from '../../../test/render';
import { CompanyListPage } from './company-list-page';

function aCompany(id: number, name: string) {
  return { id, uuid: `c${id}`, name, email: `${id}@demo.test`, siret: null, enabled: true, restaurants: [{ id: 1 }] };
}

function aPage(companies: ReturnType<typeof aCompany>[], hasNextPage = false) {
  return {
    data: {
      companys: {
        totalCount: companies.length,
        pageInfo: { hasNextPage, endCursor: hasNextPage ? 'cursor-1' : null },
        edges: companies.map((node) => ({ node })),
      },
    },
  };
}

function renderList(search = '', onSearchChange = vi.fn()) {
  renderWithProviders(
    <MemoryRouter>
      <CompanyListPage search={search} onSearchChange={onSearchChange} />
    </MemoryRouter>,
  );
  return onSearchChange;
}

describe('CompanyListPage', () => {
  it('shows a skeleton, then the companies linking to their page', async () => {
    mockGraphQL(() => ({ json: aPage([aCompany(1, 'Demo Burger Co'), aCompany(2, 'Corner Pizza')]) }));
    renderList();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Open Demo Burger Co' })).toHaveAttribute('href', '/company/1/show');
    expect(screen.getByText('2 companies')).toBeInTheDocument();
    expect(screen.getByText('All companies are shown.')).toBeInTheDocument();
  });

  it('explains an empty search and offers to clear it', async () => {
    mockGraphQL(() => ({ json: aPage([]) }));
    const onSearchChange = renderList('zzz');
    expect(await screen.findByText('No company matches “zzz”')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(onSearchChange).toHaveBeenCalledWith('');
  });

  it('says what failed and retries', async () => {
    let calls = 0;
    mockGraphQL(() => {
      calls += 1;
      return calls === 1
        ? { json: { data: null, errors: [{ message: 'no', extensions: { code: 'FORBIDDEN' } }] } }
        : { json: aPage([aCompany(1, 'Demo Burger Co')]) };
    });
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The companies could not be loaded. You are not allowed to do this.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Open Demo Burger Co' })).toBeInTheDocument();
  });

  it('loads the next page after the cursor', async () => {
    const fetchMock = mockGraphQL(({ variables }) =>
      variables.after === 'cursor-1'
        ? { json: aPage([aCompany(2, 'Corner Pizza')]) }
        : { json: aPage([aCompany(1, 'Demo Burger Co')], true) },
    );
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Open Corner Pizza' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Demo Burger Co' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
