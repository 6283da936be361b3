import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { mockGraphQL, renderWithProviders } from '../../../test/render';
import type { ScheduleRestaurant } from '../api/restaurant-schedules';
import { HolidayForm } from './holiday-form';

const RESTAURANTS: ScheduleRestaurant[] = [
  { uuid: 'r-1', title: 'Demo Burger Bastille', platform: { name: 'PLATFORM_UBER_EAT' } },
];

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('the holiday form', () => {
  it('asks for the dates and a restaurant, in French, before sending anything', async () => {
    const sent: unknown[] = [];
    mockGraphQL((body) => {
      sent.push(body);
      return { json: { data: null, errors: [{ message: 'not mocked' }] } };
    });
    await act(() => i18n.changeLanguage('fr'));
    renderWithProviders(<HolidayForm restaurants={RESTAURANTS} />);
    await userEvent.click(screen.getByRole('button', { name: i18n.t('schedule.holiday.add') }));
    expect(screen.getByText(i18n.t('schedule.holiday.pickDates'))).toBeInTheDocument();
    expect(screen.getByText(i18n.t('schedule.holiday.pickRestaurants'))).toBeInTheDocument();
    expect(i18n.t('schedule.holiday.pickRestaurants')).not.toBe('Choose at least one restaurant.');
    expect(sent).toEqual([]);
  });
});
