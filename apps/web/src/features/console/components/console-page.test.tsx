import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockGraphQL, renderWithProviders } from '../../../test/render';
import type { ApplicationSettings } from '../api/application-settings';
import type { WebhookDelivery } from '../api/webhook-deliveries';
import { ConsolePage } from './console-page';

const APPLICATION: ApplicationSettings = {
  uuid: 'a1b2',
  email: 'app@demo.comptoir.test',
  name: 'Caisse Express',
  phone: null,
  webhookUrl: null,
  webhookEnabled: false,
  hasWebhookSecret: false,
  previousSecretValidUntil: null,
  companies: [{ id: 1, name: 'Demo Burger Co' }],
};

function aDelivery(overrides: Partial<WebhookDelivery>): WebhookDelivery {
  return {
    deliveryId: 'd-1',
    event: 'ORDER_CREATED',
    status: 'DELIVERED',
    companyName: 'Demo Burger Co',
    payload: '{"event":"order.created","data":{"id":42}}',
    attemptCount: 1,
    lastStatusCode: 200,
    lastError: null,
    createdAt: '2026-03-02T10:00:00.000Z',
    deliveredAt: '2026-03-02T10:00:01.000Z',
    nextAttemptAt: null,
    giveUpAt: '2026-03-03T10:00:00.000Z',
    attempts: [
      {
        attemptedAt: '2026-03-02T10:00:00.500Z',
        url: 'https://hooks.example.com/in',
        statusCode: 200,
        durationMs: 87,
        responseExcerpt: 'ok',
        error: null,
      },
    ],
    ...overrides,
  };
}

// The first render loads the lazy Mantine parts; on the shared machine it can take a few seconds.
const FIRST_RENDER = { timeout: 5_000 };

type Call = { query: string; variables: Record<string, unknown> };

function serve(answer: (call: Call) => unknown, deliveries: WebhookDelivery[] = [], application = APPLICATION) {
  const calls: Call[] = [];
  mockGraphQL((call) => {
    if (call.query.includes('query ApplicationSettings'))
      return { json: { data: { me: { __typename: 'Application', ...application } } } };
    calls.push(call);
    if (call.query.includes('query ApplicationWebhookDeliveries')) {
      return {
        json: {
          data: {
            applicationWebhookDeliveries: {
              totalCount: deliveries.length,
              pageInfo: { hasNextPage: false, endCursor: null },
              edges: deliveries.map((node) => ({ node })),
            },
          },
        },
      };
    }
    const data = answer(call);
    return data instanceof Error ? { json: { errors: [JSON.parse(data.message)] } } : { json: { data } };
  });
  return calls;
}

function render(url = '/console') {
  renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <ConsolePage />
    </MemoryRouter>,
    new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
}

// Typing through Mantine inputs is slow on the shared test machine.
describe('ConsolePage', { timeout: 30_000 }, () => {
  it('checks the address before sending, shows the server’s field errors translated, and shows the first secret once', async () => {
    let refuse = true;
    const calls = serve((call) => {
      if (!call.query.includes('mutation ApplicationInfo')) return {};
      if (refuse) {
        refuse = false;
        return new Error(
          JSON.stringify({
            message: 'Bad input',
            extensions: { code: 'BAD_USER_INPUT', fields: { phone: 'Invalid number' } },
          }),
        );
      }
      return {
        applicationInfo: {
          ...APPLICATION,
          webhookUrl: 'https://hooks.example.com/in',
          webhookEnabled: true,
          hasWebhookSecret: true,
          webhookSecret: 'whsec_first',
        },
      };
    });
    render();
    const settings = await screen.findByRole('form', { name: 'Settings' }, FIRST_RENDER);
    expect(screen.getByText('Demo Burger Co')).toBeInTheDocument();
    expect(screen.getByText(/No secret yet/)).toBeInTheDocument();

    await userEvent.type(within(settings).getByRole('textbox', { name: 'Webhook address' }), 'ftp://hooks.example.com');
    await userEvent.click(within(settings).getByRole('switch', { name: /Send events/ }));
    await userEvent.click(within(settings).getByRole('button', { name: 'Save settings' }));
    expect(
      await within(settings).findByText('Enter an http(s) address without a user name or password'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.query.includes('mutation ApplicationInfo'))).toBe(false);

    const url = within(settings).getByRole('textbox', { name: 'Webhook address' });
    await userEvent.clear(url);
    await userEvent.type(url, 'https://hooks.example.com/in');
    await userEvent.click(within(settings).getByRole('button', { name: 'Save settings' }));
    expect(await within(settings).findByText('Invalid number')).toBeInTheDocument();
    expect(calls.find((call) => call.query.includes('mutation ApplicationInfo'))?.variables).toEqual({
      input: { name: 'Caisse Express', phone: '', webhookUrl: 'https://hooks.example.com/in', webhookEnabled: true },
    });

    await userEvent.click(within(settings).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('whsec_first')).toBeInTheDocument();
    expect(screen.getByText(/It will not be shown again/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'I have stored it' }));
    expect(screen.queryByText('whsec_first')).not.toBeInTheDocument();
  });

  it('offers a test event only once an address is saved and events are on, and says what is missing', async () => {
    serve(() => ({}), [], { ...APPLICATION, webhookUrl: 'https://hooks.example.com/in', webhookEnabled: false });
    render();
    const send = await screen.findByRole('button', { name: 'Send a test event' }, FIRST_RENDER);
    expect(send).toBeDisabled();
    expect(screen.getByText('Turn “Send events” on and save to send a test event.')).toBeInTheDocument();
  });

  it('rotates the secret after a confirmation that the old one stays valid 24 hours', async () => {
    const application = {
      ...APPLICATION,
      webhookUrl: 'https://hooks.example.com/in',
      webhookEnabled: true,
      hasWebhookSecret: true,
    };
    const until = '2026-03-03T10:00:00.000Z';
    const calls = serve(
      (call) =>
        call.query.includes('mutation RotateApplicationSecret')
          ? {
              rotateApplicationSecret: {
                webhookSecret: 'whsec_second',
                previousSecretValidUntil: until,
                application: { ...application, previousSecretValidUntil: until },
              },
            }
          : {},
      [],
      application,
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Rotate secret' }, FIRST_RENDER));
    const dialog = await screen.findByRole('dialog', { name: 'Rotate the signing secret?' });
    expect(dialog).toHaveTextContent(/stays valid for 24 hours, until/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rotate the secret' }));
    expect(await screen.findByText('whsec_second')).toBeInTheDocument();
    expect(screen.getByText(/The previous secret still signs beside the new one/)).toBeInTheDocument();
    expect(calls.filter((call) => call.query.includes('mutation RotateApplicationSecret'))).toHaveLength(1);
  });

  it('lists the deliveries with the URL’s filters, opens one, and redelivers it', async () => {
    const failed = aDelivery({
      deliveryId: 'd-2',
      event: 'PING',
      status: 'FAILED',
      companyName: null,
      lastStatusCode: 500,
      lastError: 'Answered 500',
      deliveredAt: null,
      attempts: [
        {
          attemptedAt: '2026-03-02T11:00:00.000Z',
          url: 'https://hooks.example.com/in',
          statusCode: 500,
          durationMs: 12,
          responseExcerpt: 'boom',
          error: 'Answered 500',
        },
      ],
    });
    const calls = serve(
      (call) =>
        call.query.includes('mutation RedeliverApplicationWebhook')
          ? { redeliverApplicationWebhook: { deliveryId: 'd-2', status: 'PENDING' } }
          : {},
      [failed, aDelivery({})],
    );
    render('/console?status=FAILED&from=2026-03-01');
    const table = await screen.findByRole('table', { name: 'Delivery log' }, FIRST_RENDER);
    expect(calls.find((call) => call.query.includes('query ApplicationWebhookDeliveries'))?.variables).toMatchObject({
      status: 'FAILED',
      fromDate: '2026-03-01',
      event: null,
      after: null,
    });
    expect(within(table).getAllByRole('row')).toHaveLength(3);

    await userEvent.click(within(table).getByRole('button', { name: 'Details of the ping delivery' }));
    const dialog = await screen.findByRole('dialog', { name: 'ping' });
    expect(within(dialog).getByText('boom')).toBeInTheDocument();
    expect(within(dialog).getByText('12 ms')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeliver' }));
    await waitFor(() =>
      expect(calls.find((call) => call.query.includes('mutation RedeliverApplicationWebhook'))?.variables).toEqual({
        deliveryId: 'd-2',
      }),
    );
  });
});
