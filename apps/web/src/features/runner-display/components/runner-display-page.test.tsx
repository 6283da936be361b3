import { screen, within } from '@testing-library/react';
import { STORAGE_KEYS } from '@comptoir/domain';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { anAccount, profileAnswer } from '../../../test/accounts';
import { mockGraphQL, renderWithProviders } from '../../../test/render';
import { refreshSession } from '../../../lib/session';
import type { RunnerOrder } from '../api/runner-orders';
import { RunnerDisplayPage } from './runner-display-page';

function anOrder(id: number, displayId: string, runnerIsReady: boolean, client: RunnerOrder['client']): RunnerOrder {
  return { id, displayId, runnerIsReady, client, restaurant: { platform: { name: 'PLATFORM_DELIVEROO' } } };
}

function serve(accepted: RunnerOrder[]) {
  localStorage.setItem(STORAGE_KEYS.token, 'header.payload.signature');
  refreshSession();
  const company = { ...anAccount('Company', ['ROLE_COMPANY_SUBSCRIBE_RUNNER_DISPLAY']), picture: '/uploads/logo.png' };
  mockGraphQL(({ query }) =>
    query.includes('query Profile')
      ? { json: profileAnswer(company) }
      : { json: { data: { activeOrders: { accepted } } } },
  );
}

function renderPage() {
  renderWithProviders(
    <MemoryRouter>
      <RunnerDisplayPage />
    </MemoryRouter>,
  );
}

describe('RunnerDisplayPage', () => {
  it('splits the orders between IN PROGRESS and READY by the runner flag', async () => {
    serve([
      anOrder(1, 'PREP', false, { firstName: 'Camille', lastName: 'Durand' }),
      anOrder(2, 'DONE', true, { firstName: 'Léo', lastName: null }),
    ]);
    renderPage();
    const inProgress = await screen.findByRole('region', { name: 'IN PROGRESS' });
    const ready = screen.getByRole('region', { name: 'READY' });
    const preparing = within(inProgress).getByRole('article', { name: 'Order #PREP' });
    expect(preparing).toHaveTextContent('Camille Durand');
    expect(within(preparing).getByRole('img', { name: 'Deliveroo' })).toBeInTheDocument();
    expect(within(ready).getByRole('article', { name: 'Order #DONE' })).toHaveTextContent('Léo .');
    expect(within(inProgress).queryByRole('article', { name: 'Order #DONE' })).not.toBeInTheDocument();
  });

  it('writes a dot for a missing client name', async () => {
    serve([anOrder(3, 'ANON', false, null)]);
    renderPage();
    expect(await screen.findByRole('article', { name: 'Order #ANON' })).toHaveTextContent('. .');
  });

  it('has the way back to the orders, the rotate switch, the company logo and the footer', async () => {
    serve([]);
    renderPage();
    expect(await screen.findByRole('link', { name: 'Back to orders' })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('switch', { name: 'Rotate the page' })).not.toBeChecked();
    expect(await screen.findByRole('img', { name: 'Company logo' })).toHaveAttribute('src', '/uploads/logo.png');
    expect(screen.getByText('Powered by Comptoir')).toBeInTheDocument();
    expect(screen.getByText('Nothing waiting for the runner')).toBeInTheDocument();
  });
});
