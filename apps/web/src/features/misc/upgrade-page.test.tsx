import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@comptoir/domain';
import { anAccount, profileAnswer } from '../../test/accounts';
import { mockGraphQL, renderWithProviders } from '../../test/render';
import { refreshSession } from '../../lib/session';
import { UpgradePage } from './upgrade-page';
import { serviceForPath } from '@comptoir/domain';

function renderUpgrade(from: string | null) {
  return renderWithProviders(
    <MemoryRouter>
      <UpgradePage from={from} />
    </MemoryRouter>,
  );
}

describe('serviceForPath', () => {
  it.each([
    ['/analytics', 'ANALYTICS'],
    ['/v0/analytics', 'ANALYTICS'],
    ['/review', 'REVIEW'],
    ['/dispute/order', 'DISPUTE'],
    ['/tva/item', 'TVA'],
    ['/marketing', 'MARKETING'],
    ['/menus', 'ORDER_MANAGER'],
    ['/schedule', 'ORDER_MANAGER'],
    ['/history', 'ORDER_MANAGER'],
  ])('%s needs %s', (path, service) => {
    expect(serviceForPath(path)).toBe(service);
  });

  it('names no service for a page without one', () => {
    expect(serviceForPath('/settings')).toBeNull();
    expect(serviceForPath(null)).toBeNull();
  });
});

describe('UpgradePage', () => {
  it('says which service is missing and to contact customer service', () => {
    renderUpgrade('/analytics');
    expect(screen.getByText('Analytics is not included in your subscription.')).toBeInTheDocument();
    expect(screen.getByText('Contact customer service to add it.')).toBeInTheDocument();
  });

  it('sends the activation request with the service preselected, once', async () => {
    const sent: Record<string, unknown>[] = [];
    let answer: (value: unknown) => void = () => {};
    mockGraphQL(({ query, variables }) => {
      if (query.includes('mutation ServiceInquiry')) sent.push(variables);
      return new Promise((resolve) => {
        answer = resolve;
      }).then(() => ({
        json: {
          data: {
            serviceInquiry: {
              id: 9,
              services: variables.services,
              comment: variables.comment,
              createdAt: '2026-03-11T10:00:00Z',
            },
          },
        },
      })) as Promise<never>;
    });
    renderUpgrade('/tva/item');
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), 'For our 3 stores');
    const submit = screen.getByRole('button', { name: 'Send the request' });
    await userEvent.click(submit);
    await userEvent.click(submit);
    await waitFor(() => expect(sent).toHaveLength(1));
    answer(null);
    expect(await screen.findByRole('status')).toHaveTextContent('Your request has been sent.');
    expect(sent).toEqual([{ services: ['TVA'], comment: 'For our 3 stores' }]);
    expect(screen.getByRole('button', { name: 'Send the request' })).toBeDisabled();
  });

  it('says when the request failed', async () => {
    mockGraphQL(() => ({
      json: { data: null, errors: [{ message: 'no', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] },
    }));
    renderUpgrade('/marketing');
    await userEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The request could not be sent.');
  });

  it("shows a company its latest requests and its account manager's answer", async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'header.payload.signature');
    refreshSession();
    mockGraphQL(({ query }) => ({
      json: query.includes('query Profile')
        ? profileAnswer(anAccount('Company', ['ROLE_COMPANY_ADMIN', 'ROLE_COMPANY_SUBSCRIBE_ORDER']))
        : {
            data: {
              serviceInquiries: {
                edges: [
                  {
                    node: {
                      id: 3,
                      services: ['MARKETING'],
                      status: 'DECLINED',
                      createdAt: '2026-11-20T10:00:00Z',
                      answeredAt: '2026-11-21T10:00:00Z',
                      response: 'Marketing needs a premium contract',
                    },
                  },
                ],
              },
            },
          },
    }));
    renderUpgrade('/marketing');
    expect(await screen.findByText('Your latest requests')).toBeInTheDocument();
    expect(screen.getByText('Declined')).toBeInTheDocument();
    expect(screen.getByText('Your account manager: “Marketing needs a premium contract”')).toBeInTheDocument();
    localStorage.clear();
    refreshSession();
  });
});
