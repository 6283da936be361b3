import { act, screen } from '@testing-library/react';
import { Notifications, notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../../lib/graphql-errors';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { notifyFailure, notifySuccess } from './notify';

afterEach(() => {
  act(() => notifications.clean());
});

describe('action toasts', () => {
  it('says a success in the words given, under an optional title', async () => {
    renderWithProviders(<Notifications />);
    act(() => notifySuccess('Information updated !', 'Yeah!'));
    expect(await screen.findByText('Information updated !')).toBeInTheDocument();
    expect(screen.getByText('Yeah!')).toBeInTheDocument();
  });

  it("says a failure by its code in the reader's language, not by the server's message", async () => {
    renderWithProviders(<Notifications />);
    const error = new GraphQLRequestError(200, [{ message: 'No such store', extensions: { code: 'NOT_FOUND' } }]);
    act(() => notifyFailure(error, i18n.t, 'Error!'));
    expect(await screen.findByText('Error!')).toBeInTheDocument();
    expect(screen.getByText(i18n.t('errors.NOT_FOUND'))).toBeInTheDocument();
    expect(screen.queryByText('No such store')).not.toBeInTheDocument();
  });
});
