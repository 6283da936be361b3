import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockGraphQL, renderWithProviders } from '../../../test/render';
import type { InvoiceDetail } from '../api/invoice-query';
import type { InvoiceRow, InvoicesPage as InvoicesAnswer } from '../api/invoices-query';
import { formatInvoicePeriod } from '../lib/invoice-format';
import { InvoicesPage } from './invoices-page';

function aRow(id: number, patch: Partial<InvoiceRow> = {}): InvoiceRow {
  return {
    id,
    number: `CPT-2026-${String(id).padStart(6, '0')}`,
    status: 'PAYER',
    kind: 'SUBSCRIPTION',
    fromDate: '2026-01-01',
    toDate: '2026-01-31',
    createdAt: '2026-02-01T07:00:00Z',
    payedAt: '2026-02-10T09:00:00Z',
    currency: 'EUR',
    price: 123_456,
    externalUrl: `/invoices/uuid-${id}.pdf?token=signed-${id}`,
    platform: null,
    restaurants: [{ uuid: 'r-1', title: 'Demo Burger Bastille' }],
    ...patch,
  };
}

function aPage(rows: InvoiceRow[], endCursor: string | null, totalCount = rows.length): InvoicesAnswer {
  return {
    totalCount,
    pageInfo: { hasNextPage: endCursor !== null, endCursor },
    edges: rows.map((node) => ({ node })),
  };
}

const DETAIL: InvoiceDetail = {
  id: 2,
  number: 'CPT-2026-000002',
  status: 'VALIDER',
  kind: 'COMMISSION',
  fromDate: '2026-01-01',
  toDate: '2026-01-31',
  dueDate: '2026-03-03',
  createdAt: '2026-02-01T07:00:00Z',
  payedAt: null,
  currency: 'EUR',
  priceHT: 24_691,
  vatAmount: 4_938,
  price: 29_629,
  commissionBase: 1_234_567,
  commissionRate: 2,
  externalUrl: '/invoices/uuid-2.pdf?token=signed-2',
  platform: { name: 'PLATFORM_UBER_EAT' },
  restaurants: [{ uuid: 'r-1', title: 'Demo Burger Bastille' }],
  additionalLines: [
    {
      id: 9,
      position: 1,
      label: 'Commission 2 % sur les ventes Uber Eats — janvier 2026',
      target: 'COMMISSION',
      vat: 20,
      priceHT: 24_691,
      vatAmount: 4_938,
      price: 29_629,
    },
  ],
};

type Sent = Record<string, unknown>;

function serve(pages: (variables: Sent) => InvoicesAnswer) {
  const sent: Sent[] = [];
  mockGraphQL(({ query, variables }) => {
    if (query.includes('query Invoices')) {
      sent.push(variables);
      return { json: { data: { invoices: pages(variables) } } };
    }
    if (query.includes('query Invoice(')) return { json: { data: { invoice: { ...DETAIL, id: variables.id } } } };
    return { json: { data: null, errors: [{ message: 'not mocked', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] } };
  });
  return sent;
}

function LocationProbe() {
  return <output data-testid="location">{useLocation().search}</output>;
}

function renderPage(url = '/invoices') {
  renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <InvoicesPage />
      <LocationProbe />
    </MemoryRouter>,
  );
}

describe('InvoicesPage', () => {
  it('lists invoices with their period, subject, restaurants, status, total and a PDF link', async () => {
    serve(() =>
      aPage(
        [
          aRow(1, { createdAt: '2026-03-05T09:00:00Z' }),
          aRow(2, { status: 'VALIDER', kind: 'COMMISSION', platform: { name: 'PLATFORM_DELIVEROO' }, price: 2_990 }),
        ],
        null,
      ),
    );
    renderPage('/invoices?status=ALL-bogus');
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const first = within(table)
      .getByRole('button', { name: 'Open invoice CPT-2026-000001' })
      .closest('tr') as HTMLElement;
    expect(first).toHaveTextContent('Subscription');
    expect(first).toHaveTextContent('Demo Burger Bastille');
    expect(first).toHaveTextContent('Paid');
    expect(first).toHaveTextContent('1 234,56 €');
    expect(first).toHaveTextContent('January 2026');
    // Issued on 5 March: day first, as docs/dates.md writes every date, never the US month first.
    expect(first).toHaveTextContent('05-03-2026');
    expect(first).not.toHaveTextContent(/3\/5\/2026|03\/05\/2026/);
    expect(within(first).getByRole('link', { name: 'Download invoice CPT-2026-000001 as PDF' })).toHaveAttribute(
      'href',
      '/invoices/uuid-1.pdf?token=signed-1',
    );
    const second = within(table)
      .getByRole('button', { name: 'Open invoice CPT-2026-000002' })
      .closest('tr') as HTMLElement;
    expect(within(second).getByRole('img', { name: 'Deliveroo' })).toBeInTheDocument();
    expect(second).toHaveTextContent('To pay');
    expect(screen.getByText('All 2 invoices shown')).toBeInTheDocument();
  });

  it('filters by status through the address and asks the server for that status only', async () => {
    const sent = serve(() => aPage([aRow(3, { status: 'VALIDATING' })], null));
    renderPage();
    await screen.findByRole('table', { name: 'Invoices' });
    expect(sent[0]).toMatchObject({ first: 25, status: null });
    await userEvent.click(screen.getByRole('radio', { name: 'Being validated' }));
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ status: 'VALIDATING' }));
    expect(screen.getByTestId('location')).toHaveTextContent('?status=VALIDATING');
  });

  it('loads the next page on demand', async () => {
    const sent = serve((variables) => (variables.after ? aPage([aRow(4)], null, 2) : aPage([aRow(5)], 'cursor-1', 2)));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Load more invoices' }));
    expect(await screen.findByRole('button', { name: 'Open invoice CPT-2026-000004' })).toBeInTheDocument();
    expect(sent.at(-1)).toMatchObject({ after: 'cursor-1' });
    expect(screen.queryByRole('button', { name: 'Load more invoices' })).not.toBeInTheDocument();
  });

  it('opens the detail with its lines, totals and PDF button', async () => {
    serve(() => aPage([aRow(2)], null));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Open invoice CPT-2026-000002' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invoice CPT-2026-000002' });
    const lines = within(dialog).getByRole('table', { name: 'Invoice lines' });
    expect(lines).toHaveTextContent('Commission 2 % sur les ventes Uber Eats — janvier 2026');
    expect(lines).toHaveTextContent('20%');
    expect(within(dialog).getByTestId('invoice-total-ttc')).toHaveTextContent('296,29 €');
    expect(dialog).toHaveTextContent('Not paid yet');
    expect(dialog).toHaveTextContent('01-02-2026');
    expect(dialog).toHaveTextContent('Commission of 2% on 12 345,67 € of sales');
    expect(within(dialog).getByRole('link', { name: 'Download invoice CPT-2026-000002 as PDF' })).toHaveAttribute(
      'href',
      '/invoices/uuid-2.pdf?token=signed-2',
    );
  });

  it('says when there is no invoice, and when none has the chosen status', async () => {
    serve(() => aPage([], null));
    renderPage('/invoices?status=PAYER');
    expect(await screen.findByText('No invoice has this status. Choose another status or All.')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    mockGraphQL(() => ({
      json: { data: null, errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] },
    }));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('The invoices could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('invoice periods', () => {
  it('names a whole month, and gives other periods as two days', () => {
    expect(formatInvoicePeriod('2026-01-01', '2026-01-31', 'en')).toBe('January 2026');
    expect(formatInvoicePeriod('2026-02-01', '2026-02-28', 'fr')).toBe('février 2026');
    expect(formatInvoicePeriod('2026-01-01', '2026-01-15', 'en')).toBe('01-01-2026 – 15-01-2026');
  });
});
