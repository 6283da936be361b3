import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockGraphQL, renderWithProviders } from '../../test/render';
import type { ReportExportFilters } from './api/export-report';
import { periodOfRange } from './period-of-range';
import { ReportExportButton } from './report-export-button';

const WEEK = { fromDate: '2026-03-09', toDate: '2026-03-15' };
const FILTERS = {
  ...WEEK,
  platforms: ['PLATFORM_UBER_EAT', 'PLATFORM_GLOVO'],
  restaurants: ['r-1', 'r-2', 'r-3', 'r-4'],
  company: null,
} satisfies Omit<ReportExportFilters, 'period'>;

function aFile(url: string, minutesLeft = 10) {
  return {
    url,
    fileName: 'comptoir-orders-week-2026-03-09_2026-03-15.xlsx',
    expiresAt: new Date(Date.now() + minutesLeft * 60_000).toISOString(),
    stores: ['Burger Bastille', 'Burger Opéra', 'Burger Nation', 'Burger Gare'],
  };
}

function spyOnDownloads() {
  const saved: { href: string; download: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
  return saved;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ReportExportButton', () => {
  it('asks for the export of the filters, shows the ready modal, and downloads the signed link', async () => {
    const sent: Record<string, unknown>[] = [];
    mockGraphQL(({ query, variables }) => {
      sent.push(variables);
      expect(query).toContain('mutation ExportCart');
      return { json: { data: { exportCart: aFile('/exports/orders.xlsx?token=first') } } };
    });
    const saved = spyOnDownloads();
    renderWithProviders(<ReportExportButton kind="cart" filters={FILTERS} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));

    const modal = await screen.findByRole('dialog', { name: 'Your report is ready to be downloaded' });
    // The file's words in the language the screen is read in (docs/product.md#documents).
    expect(sent).toEqual([{ ...FILTERS, company: null, period: 'week', lang: 'en' }]);
    expect(modal).toHaveTextContent('9 March 2026 to 15 March 2026');
    expect(modal).toHaveTextContent('Burger Bastille, Burger Opéra, Burger Nation and 1 other store');
    expect(modal).toHaveTextContent('Uber Eats, Glovo');
    await userEvent.click(within(modal).getByRole('button', { name: 'Download' }));
    expect(saved).toEqual([
      { href: '/exports/orders.xlsx?token=first', download: 'comptoir-orders-week-2026-03-09_2026-03-15.xlsx' },
    ]);
    expect(sent).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks for a fresh link when the one shown has lapsed, rather than downloading a refusal', async () => {
    const answers = [aFile('/exports/orders.xlsx?token=stale', 0), aFile('/exports/orders.xlsx?token=fresh')];
    const mock = mockGraphQL(() => ({ json: { data: { exportCart: answers.shift() } } }));
    const saved = spyOnDownloads();
    renderWithProviders(<ReportExportButton kind="cart" filters={FILTERS} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved.map((file) => file.href)).toEqual(['/exports/orders.xlsx?token=fresh']));
    expect(mock).toHaveBeenCalledTimes(2);
  });

  it('says so when the export is refused, and opens no modal', async () => {
    mockGraphQL(() => ({
      json: { data: null, errors: [{ message: 'You are not allowed to do this', extensions: { code: 'FORBIDDEN' } }] },
    }));
    renderWithProviders(
      <>
        <Notifications />
        <ReportExportButton kind="miscItem" filters={FILTERS} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('The export failed')).toBeInTheDocument();
    expect(screen.getByText('You are not allowed to do this.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends the disputes export only the arguments the API takes', async () => {
    const sent: Record<string, unknown>[] = [];
    mockGraphQL(({ query, variables }) => {
      sent.push(variables);
      expect(query).toContain('mutation ExportDisputedOrder');
      return {
        json: { data: { exportDisputedOrder: { ...aFile('/exports/disputed-orders.xlsx?token=t'), stores: [] } } },
      };
    });
    renderWithProviders(
      <ReportExportButton kind="disputedOrder" filters={{ ...FILTERS, platforms: [], restaurants: [], company: 7 }} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    const modal = await screen.findByRole('dialog');
    expect(sent).toEqual([{ ...WEEK, platforms: null, restaurants: null, lang: 'en' }]);
    expect(modal).toHaveTextContent('All stores');
    expect(modal).toHaveTextContent('All platforms');
  });
});

describe('periodOfRange', () => {
  it.each([
    [{ fromDate: '2026-03-11', toDate: '2026-03-11' }, 'day'],
    [{ fromDate: '2026-03-09', toDate: '2026-03-15' }, 'week'],
    [{ fromDate: '2026-03-10', toDate: '2026-03-16' }, 'custom'],
    [{ fromDate: '2026-02-01', toDate: '2026-02-28' }, 'month'],
    [{ fromDate: '2024-02-01', toDate: '2024-02-28' }, 'custom'],
    [{ fromDate: '2026-01-01', toDate: '2026-12-31' }, 'year'],
    [{ fromDate: '2026-01-01', toDate: '2026-03-31' }, 'custom'],
  ] as const)('reads %j as %s', (range, period) => {
    expect(periodOfRange(range)).toBe(period);
  });
});
