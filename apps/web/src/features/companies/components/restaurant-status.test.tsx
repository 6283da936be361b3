import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import type { CompanyRestaurant } from '../api/company';
import { RestaurantStatus } from './restaurant-status';

const PAUSED_BY_UBER: CompanyRestaurant['restaurantKOM'] = {
  enabled: true,
  isConnected: true,
  isOrderable: false,
  isVisible: true,
  isAutoPausedUntil: null,
  isBusyUntil: null,
  statusReason: 'PAUSED_BY_UBER',
};

describe('a restaurant’s state on the company screen', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('says why the platform stopped it in the reader’s language, never as the platform’s code', async () => {
    renderWithProviders(<RestaurantStatus kom={PAUSED_BY_UBER} />);
    expect(screen.getByText('Reason: paused by Uber Eats')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('fr'));
    expect(await screen.findByText('Motif : mis en pause par Uber Eats')).toBeInTheDocument();
    expect(screen.queryByText(/PAUSED_BY_UBER/)).not.toBeInTheDocument();
  });
});
