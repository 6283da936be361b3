import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { mockGraphQL, renderWithProviders } from '../../../test/render';
import type { RestaurantSchedule } from '../api/restaurant-schedules';
import { RestaurantWeekCard } from './restaurant-week-card';

const SCHEDULE: RestaurantSchedule = {
  restaurant: { uuid: 'r-1', title: 'Demo Burger Bastille', platform: { name: 'PLATFORM_UBER_EAT' } },
  days: [{ dayOfWeek: 7, timePeriods: [{ startTime: '18:30', endTime: '22:30' }] }],
  lastPush: {
    status: 'UNSUPPORTED',
    message: 'Glovo: opening hours are set in the Glovo Partner Webapp, not through its API',
    reason: { code: 'OPENING_HOURS_IN_PARTNER_PORTAL', params: [{ name: 'platform', value: 'Glovo' }] },
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

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

describe('a restaurant’s week', () => {
  it('shows the week and what the platform did with the last one', () => {
    serve();
    renderCard();
    expect(screen.getByLabelText('Sunday, period 1, opens at')).toHaveValue('18:30');
    expect(screen.getByText('Not settable through the API')).toBeInTheDocument();
    expect(
      screen.getByText("Glovo: opening hours are set in the platform's partner portal, not through its API."),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Glovo Partner Webapp/)).toBeNull();
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

  // The server's message is English for API clients; the screen says the issues it names in the reader's language.
  const ENGLISH = 'Sunday: 11:30–14:30 and 14:00–15:00 overlap';
  const periods = [
    { startTime: '11:30', endTime: '14:30' },
    { startTime: '14:00', endTime: '15:00' },
  ];

  async function saveClosedWeekIn(lang: string) {
    await act(() => i18n.changeLanguage(lang));
    const t = i18n.getFixedT(lang);
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole('button', { name: t('schedule.week.remove', { day: 'Dimanche', index: 1 }) }));
    await user.click(screen.getByRole('button', { name: t('schedule.week.save') }));
  }

  it('says the server’s refusal in French from its issues, never in the server’s English', async () => {
    serve({
      errors: [
        {
          message: ENGLISH,
          extensions: {
            code: 'BAD_USER_INPUT',
            reason: 'INVALID_SCHEDULE',
            scheduleIssues: [{ code: 'periods_overlap', dayOfWeek: 7, periods }],
          },
        },
      ],
    });
    await saveClosedWeekIn('fr');
    expect(await screen.findByText('Dimanche : 11:30–14:30 et 14:00–15:00 se chevauchent.')).toBeInTheDocument();
    expect(screen.queryByText(ENGLISH)).toBeNull();
  });

  it('falls back to the refusal’s reason, in French, when it names no issue', async () => {
    serve({ errors: [{ message: ENGLISH, extensions: { code: 'BAD_USER_INPUT', reason: 'INVALID_SCHEDULE' } }] });
    await saveClosedWeekIn('fr');
    expect(
      await screen.findByText('Ces horaires ne peuvent pas être enregistrés : vérifiez les jours et les plages.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(ENGLISH)).toBeNull();
  });

  it('says why the platform was not told in French, from the reason’s code', async () => {
    serve();
    await act(() => i18n.changeLanguage('fr'));
    renderCard();
    expect(
      screen.getByText(
        "Glovo : les horaires d'ouverture se règlent dans le portail partenaire de la plateforme, pas par son API.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Glovo Partner Webapp/)).toBeNull();
  });
});
