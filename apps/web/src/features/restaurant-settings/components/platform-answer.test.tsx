import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import type { PlatformChange } from '../api/restaurant-settings';
import { PlatformAnswer } from './platform-answer';

const ENGLISH = 'Glovo has no preparation-time call Comptoir can use: change it in its partner portal';

const unsupported: PlatformChange = {
  action: 'preparationTime',
  status: 'unsupported',
  at: '2026-11-27T10:00:00Z',
  message: ENGLISH,
  reason: { code: 'NO_PREPARATION_TIME_CALL', params: [{ name: 'platform', value: 'Glovo' }] },
};

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('what the platform made of a setting', () => {
  it('says in French why the change is not available through the platform, never the server’s English', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderWithProviders(<PlatformAnswer action="preparationTime" changes={[unsupported]} />);
    expect(
      screen.getByText('Glovo : modifiez le temps de préparation dans son portail partenaire.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(ENGLISH)).toBeNull();
  });

  it('falls back to the status’s own words for a reason this version does not know', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const unknown = { ...unsupported, reason: { code: 'SOMETHING_NEW', params: [] } };
    renderWithProviders(<PlatformAnswer action="preparationTime" changes={[unknown]} />);
    expect(screen.getByText(i18n.getFixedT('fr')('restaurantSettings.platformHint.unsupported'))).toBeInTheDocument();
    expect(screen.queryByText(ENGLISH)).toBeNull();
  });
});
