import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockGraphQL, renderWithProviders } from '../../../test/render';
import { ServiceRequestsPage } from './service-requests-page';

function aRequest(id: number, status: 'OPEN' | 'ACCEPTED' | 'DECLINED' = 'OPEN') {
  return {
    id,
    services: ['MENU_MAKER'],
    comment: 'We want to edit our pizzas',
    status,
    createdAt: '2026-11-20T10:00:00.000Z',
    requestedBy: 'basic@demo.comptoir.test',
    answeredBy: status === 'OPEN' ? null : 'Hugo Bernard',
    answeredAt: status === 'OPEN' ? null : '2026-11-21T10:00:00.000Z',
    response: status === 'DECLINED' ? 'Not yet' : null,
    company: { id: 2, name: 'Corner Pizza' },
  };
}

function aPage(requests: ReturnType<typeof aRequest>[]) {
  return {
    data: {
      serviceInquiries: {
        totalCount: requests.length,
        pageInfo: { hasNextPage: false, endCursor: null },
        edges: requests.map((node) => ({ node })),
      },
    },
  };
}

function renderPage(path = '/service-requests') {
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <ServiceRequestsPage />
    </MemoryRouter>,
  );
}

describe('ServiceRequestsPage', () => {
  it('lists the open requests and accepts one with the services asked for', async () => {
    const sent: Record<string, unknown>[] = [];
    mockGraphQL(({ query, variables }) => {
      sent.push(variables);
      if (query.includes('acceptServiceInquiry'))
        return {
          json: {
            data: {
              acceptServiceInquiry: {
                id: 7,
                status: 'ACCEPTED',
                answeredBy: 'Hugo Bernard',
                answeredAt: '2026-11-21T10:00:00.000Z',
              },
            },
          },
        };
      return { json: aPage([aRequest(7)]) };
    });
    renderPage();
    const card = await screen.findByRole('article', { name: 'Request from Corner Pizza' });
    expect(within(card).getByText('Menu maker')).toBeInTheDocument();
    expect(within(card).getByText('We want to edit our pizzas')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ status: 'OPEN' });
    await userEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept the request of Corner Pizza' });
    expect(within(dialog).getByRole('checkbox', { name: 'Menu maker' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Analytics' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch on and accept' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toContainEqual({ id: 7, services: ['MENU_MAKER', 'ANALYTICS'] });
  });

  it('will not send a decline without a message, and says when someone answered first', async () => {
    mockGraphQL(({ query }) => {
      if (query.includes('declineServiceInquiry')) {
        return {
          json: {
            data: null,
            errors: [
              {
                message: 'This request was already answered',
                extensions: { code: 'BAD_USER_INPUT', reason: 'ALREADY_ANSWERED' },
              },
            ],
          },
        };
      }
      return { json: aPage([aRequest(8)]) };
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the request of Corner Pizza' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline and send' }));
    expect(within(dialog).getByText('This field is required')).toBeInTheDocument();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Message to the company/ }),
      'Not in your contract',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline and send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Someone has already answered this request.');
  });

  it('shows the answer of a declined request, and an empty filter says so', async () => {
    mockGraphQL(({ variables }) => ({ json: aPage(variables.status === 'DECLINED' ? [aRequest(9, 'DECLINED')] : []) }));
    renderPage('/service-requests?status=declined');
    expect(await screen.findByText(/Declined by Hugo Bernard .*“Not yet”/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByText('Open'));
    expect(await screen.findByText('No request is waiting')).toBeInTheDocument();
  });
});
