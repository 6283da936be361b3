import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { mockGraphQL, renderWithProviders } from '../../../test/render';
import type { CheckedRestaurant } from '../api/restaurant-problems';
import { TabletCredentialsForm } from './tablet-credentials-form';

const restaurant: CheckedRestaurant = {
  uuid: 'uuid-sushi',
  title: 'Sushi',
  isPaused: false,
  unlinkedAt: null,
  integrationStatus: 'INTEGRATED',
  isTabletLess: false,
  platform: { name: 'PLATFORM_DELIVEROO' },
  company: { id: 1 },
  platformData: { hasLoginPassword: false },
  restaurantKOM: {
    isConnected: false,
    isOrderable: true,
    isVisible: true,
    isAutoPausedUntil: null,
    isBusyUntil: null,
    statusReason: null,
  },
  printerProblems: [],
  tabletsSilentSince: null,
};

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('the tablet credentials form', () => {
  it("judges the fields by the server's own rule, in French, before sending anything", async () => {
    const calls: unknown[] = [];
    mockGraphQL((call) => {
      calls.push(call);
      return { json: { data: null, errors: [{ message: 'not mocked' }] } };
    });
    await act(() => i18n.changeLanguage('fr'));
    renderWithProviders(<TabletCredentialsForm restaurant={restaurant} onDone={() => undefined} />);
    const save = screen.getByRole('button', { name: i18n.t('restaurantProblems.save') });

    await userEvent.click(save);
    expect(screen.getAllByText('Ce champ est obligatoire')).toHaveLength(2);

    await userEvent.click(screen.getByLabelText(i18n.t('restaurantProblems.tabletLogin')));
    await userEvent.paste('a'.repeat(255));
    await userEvent.type(screen.getByLabelText(i18n.t('restaurantProblems.tabletPassword')), 'secret');
    await userEvent.click(save);
    expect(screen.getByText('Ce texte est trop long')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("puts the server's refusal of a field under that field, and a refusal of the whole beside the form", async () => {
    let answer: unknown = {
      data: null,
      errors: [{ message: 'no', extensions: { code: 'BAD_USER_INPUT', fields: { tabletLogin: 'text_too_long' } } }],
    };
    mockGraphQL(() => ({ json: answer }));
    renderWithProviders(<TabletCredentialsForm restaurant={restaurant} onDone={() => undefined} />);
    await userEvent.type(screen.getByLabelText('Login'), 'sushi@hub');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This text is too long')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    answer = { data: null, errors: [{ message: 'no', extensions: { code: 'WRONG_CREDENTIALS' } }] };
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong credentials');
  });
});
