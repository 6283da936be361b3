import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { ReportReadyModal } from './report-ready-modal';
import { describeStores } from './store-list';
import { completeRange } from './week-snapping';

describe('date range', () => {
  it('applies only once both dates are picked', () => {
    expect(completeRange(['2026-03-04', null])).toBeNull();
    expect(completeRange([null, null])).toBeNull();
    expect(completeRange(['2026-03-04', '2026-03-06'])).toEqual({ fromDate: '2026-03-04', toDate: '2026-03-06' });
    expect(completeRange(['2026-03-06', '2026-03-04'])).toEqual({ fromDate: '2026-03-04', toDate: '2026-03-06' });
  });

  it('snaps to whole weeks, Monday to Sunday, when asked (the rule itself is tested in the domain)', () => {
    expect(completeRange(['2027-01-01', '2026-12-31'], true)).toEqual({ fromDate: '2026-12-28', toDate: '2027-01-03' });
    expect(completeRange(['2026-12-31', '2027-01-01'])).toEqual({ fromDate: '2026-12-31', toDate: '2027-01-01' });
  });
});

describe('store list', () => {
  const t = i18n.getFixedT('en');

  it('names up to three stores, then counts the others', () => {
    expect(describeStores([], t)).toBe('All stores');
    expect(describeStores(['A', 'B', 'C'], t)).toBe('A, B, C');
    expect(describeStores(['A', 'B', 'C', 'D'], t)).toBe('A, B, C and 1 other store');
    expect(describeStores(['A', 'B', 'C', 'D', 'E', 'F'], t)).toBe('A, B, C and 3 other stores');
  });
});

describe('ReportReadyModal', () => {
  it('shows the period, stores and platforms, and downloads', async () => {
    const onDownload = vi.fn();
    renderWithProviders(
      <ReportReadyModal
        opened
        onClose={() => {}}
        period={{ fromDate: '2025-01-01', toDate: '2025-01-31' }}
        stores={['Opéra', 'Bastille', 'Nation', 'Gare de Lyon', 'Bercy']}
        platforms={[]}
        onDownload={onDownload}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Your report is ready to be downloaded' });
    expect(dialog).toHaveTextContent('Period: 1 January 2025 to 31 January 2025');
    expect(dialog).toHaveTextContent('Stores: Opéra, Bastille, Nation and 2 other stores');
    expect(dialog).toHaveTextContent('Platforms: All platforms');
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(onDownload).toHaveBeenCalledOnce();
  });
});
