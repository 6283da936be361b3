import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockGraphQL, renderWithProviders } from '../../../test/render';
import type { RestaurantSchedule } from '../api/restaurant-schedules';
import { RestaurantWeekCard } from './restaurant-week-card';

const SCHEDULE: RestaurantSchedule = {
  restaurant: { uuid: 'r-1', title: 'Demo Burger Bastille', platform: { name: 'PLATFORM_UBER_EAT' } },
  days: [{ dayOfWeek: 7, timePeriods: [{ startTime: '18:30', endTime: '22:30' }] }],
  lastPush: {
    status: 'UNSUPPORTED',
    message: 'Glovo: opening hours are set in the Glovo Partner Webapp, not through its API',
    at: '2026-03-12T10:00:00Z',
  },
};

type Sent = { query: string; variables: Record<string, unknown> };

function serve(
  answer: unknown = {
    data: {
      schedule: {
        restaurant: { uuid: 'r-1' },
        lastPush: { status: 'PENDING', message: null, at: '2026-03-12T10:00:00Z' },
      },
    },
  },
) {
  const sent: Sent[] = [];
  mockGraphQL((body) => {
    sent.push(body);
    return { json: body.query.includes('SaveSchedule') ? answer : { data: { restaurantSchedules: [SCHEDULE] } } };
  });
  return sent;
}

function renderCard() {
  return renderWithProviders(
    <RestaurantWeekCard schedule={SCHEDULE} restaurants={[SCHEDULE.restaurant]} />,
    new QueryClient(),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a restaurant’s week', () => {
  it('shows the week and what the platform did with the last one', () => {
    serve();
    renderCard();
    expect(screen.getByLabelText('Sunday, period 1, opens at')).toHaveValue('18:30');
    expect(screen.getByText('Not settable through the API')).toBeInTheDocument();
    expect(screen.getByText(/Glovo Partner Webapp/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('names an overlap on its day and sends nothing until it is fixed', async () => {
    const sent = serve();
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole('button', { name: 'Add a period on Sunday' }));
    const start = screen.getByLabelText('Sunday, period 2, opens at');
    await user.clear(start);
    await user.type(start, '11:30');
    const end = screen.getByLabelText('Sunday, period 2, closes at');
    await user.clear(end);
    await user.type(end, '19:00');
    expect(screen.getByRole('alert')).toHaveTextContent('Sunday: 11:30–19:00 and 18:30–22:30 overlap.');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.clear(end);
    await user.type(end, '14:30');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.some((body) => body.query.includes('SaveSchedule'))).toBe(true));
    const saved = sent.find((body) => body.query.includes('SaveSchedule'));
    expect(saved?.variables.restaurantUuid).toBe('r-1');
    expect(
      (saved?.variables.input as { dayOfWeek: number; timePeriods: unknown[] }[]).find((day) => day.dayOfWeek === 7)
        ?.timePeriods,
    ).toEqual([
      { startTime: '18:30', endTime: '22:30' },
      { startTime: '11:30', endTime: '14:30' },
    ]);
  });

  it('shows the server’s refusal', async () => {
    serve({
      errors: [{ message: 'Sunday: 11:30–14:30 and 14:00–15:00 overlap', extensions: { code: 'BAD_USER_INPUT' } }],
    });
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole('button', { name: /Remove Sunday.s period 1/ }));
    expect(screen.getAllByText('Closed')).toHaveLength(7);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Sunday: 11:30–14:30 and 14:00–15:00 overlap')).toBeInTheDocument();
  });
});
