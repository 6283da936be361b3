import { screen, within } from '@testing-library/react';
import { STORAGE_KEYS } from '@comptoir/domain';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { refreshSession } from '../../../lib/session';
import { anAccount, profileAnswer } from '../../../test/accounts';
import { mockGraphQL, renderWithProviders } from '../../../test/render';
import type { DataCheck } from '../api/data-check-query';
import { DataCheckPage } from './data-check-page';

const manager = anAccount('User', ['ROLE_ACCOUNT_MANAGER']);
const NOW = new Date('2026-03-11T10:00:00Z');

function anAnswer(vatSalesActual: number): DataCheck {
  return {
    history: { count: 3, totalWithImage: 1, subtotal: 6000, promo: 500, canceled: 1, canceledTotal: 1200, total: 6450 },
    totals: {
      byPlatform: [
        {
          platform: { name: 'PLATFORM_UBER_EAT', color: '#06c167' },
          totalCommand: 3,
          total: 6450,
          canceled: 1,
          canceledTotal: 1200,
        },
      ],
      byRestaurant: [
        {
          restaurant: {
            uuid: 'r-1',
            title: 'Demo Burger Bastille',
            platform: { name: 'PLATFORM_UBER_EAT' },
            company: { name: 'Demo Burger Co' },
          },
          totalCommand: 3,
          total: 6450,
          canceled: 1,
          canceledTotal: 1200,
        },
      ],
    },
    vat: { orderCount: 3, byRate: [{ vatPercent: 10, ttc: 6450, ht: 5864, tva: 586 }] },
    checks: [
      { key: 'ordersPerPlatform', expected: 3, actual: 3, matches: true },
      { key: 'vatSales', expected: 6450, actual: vatSalesActual, matches: vatSalesActual === 6450 },
    ],
  };
}

function serve(answer: DataCheck) {
  localStorage.setItem(STORAGE_KEYS.token, 'header.payload.signature');
  refreshSession();
  const sent: Record<string, unknown>[] = [];
  mockGraphQL(({ query, variables }) => {
    if (query.includes('query Profile')) return { json: profileAnswer(manager) };
    if (query.includes('query DataCheck')) {
      sent.push(variables);
      return { json: { data: { datacheck: answer } } };
    }
    if (query.includes('query RestaurantOptions')) return { json: { data: { restaurants: { edges: [] } } } };
    if (query.includes('query CompanyOptions')) return { json: { data: { companys: { edges: [] } } } };
    return { json: { data: null, errors: [{ message: 'not mocked', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] } };
  });
  return sent;
}

function renderPage(url = '/data-check') {
  renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <DataCheckPage now={NOW} />
    </MemoryRouter>,
  );
}

describe('DataCheckPage', () => {
  it('asks for the current week and shows each agreement, counts as counts and money in euros', async () => {
    const sent = serve(anAnswer(6450));
    renderPage();
    expect(await screen.findByText('Every report agrees')).toBeInTheDocument();
    const checks = screen.getByRole('table', { name: 'Agreement between the reports' });
    const rows = within(checks)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent?.replace(/\s/g, ' '));
    expect(rows).toEqual([
      'Orders: History vs sum of the platforms33Agrees',
      'Total: History vs sales incl. VAT64,50 €64,50 €Agrees',
    ]);
    expect(sent[0]).toMatchObject({
      fromDate: '2026-03-09',
      toDate: '2026-03-15',
      platforms: null,
      restaurants: null,
      company: null,
    });
    expect(screen.getByRole('table', { name: 'Per restaurant (Analytics)' })).toHaveTextContent(
      'Demo Burger Bastille · Uber Eats · Demo Burger Co',
    );
  });

  it('says plainly when a report counts differently', async () => {
    serve(anAnswer(6449));
    renderPage('/data-check?from=2026-02-01&to=2026-02-28&company=4');
    expect(await screen.findByText('1 figure differs')).toBeInTheDocument();
    expect(screen.getByText('Differs')).toBeInTheDocument();
  });
});
