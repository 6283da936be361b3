import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@comptoir/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshSession } from '../../../lib/session';
import { renderWithProviders } from '../../../test/render';
import type { DisputeDetail } from '../api/dispute-for-cart';
import { DisputeModal } from './dispute-modal';

function aDispute(patch: Partial<DisputeDetail> = {}): DisputeDetail {
  return {
    id: 7,
    status: 'TO_DISPUTE',
    isToBeDisputed: true,
    displayOrderId: '480012345',
    incorrectPrice: 1150,
    refundedPrice: 0,
    orderProblem: 'MissingItems',
    commentsClient: 'Il manquait les frites.',
    createdAt: '2026-03-10T18:30:00Z',
    diputedAt: null,
    responseChannel: 'PLATFORM_API',
    dishes: [{ id: 1, name: '2 × Frites', price: 1150, problem: 'MissingItems' }],
    cartFiles: [],
    restaurant: {
      uuid: 'r-je',
      title: 'Demo Burger Oberkampf',
      timezone: 'Europe/Paris',
      platform: { name: 'PLATFORM_JUST_EAT', color: '#FF8000' },
    },
    order: {
      id: 42,
      isSingleUseItemsIncluded: true,
      paymentMethod: 'PAYMENT_CREDIT_CARD',
      subtotal: 3450,
      promo: 500,
      deliveryPrice: 299,
      tips: 0,
      total: 3249,
      client: { firstName: 'Camille', lastName: 'Martin' },
      deliveryLocation: { adresse: '12 rue Oberkampf', postalCode: '75011', city: 'Paris' },
      orders: [
        {
          quantity: 2,
          category: null,
          price: 1575,
          specialInstructions: null,
          allergyInstructions: null,
          item: { title: 'Frites' },
          customisations: [
            {
              id: 1,
              parentId: null,
              quantity: 1,
              unitPrice: 150,
              price: 300,
              customisation: { title: 'Cheddar' },
              group: { title: 'Sauces' },
            },
          ],
        },
      ],
    },
    ...patch,
  };
}

type Sent = {
  operations: { variables: { input: Record<string, unknown> } };
  map: Record<string, string[]>;
  file: File | null;
};

const SENT = { data: { sendDisputeRequest: { id: 7, status: 'DISPUTED', diputedAt: '2026-03-11T10:00:00Z' } } };

function serve(dispute: DisputeDetail | null, sendAnswer: unknown = SENT) {
  const sent: Sent[] = [];
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    if (init?.body instanceof FormData) {
      const form = init.body;
      sent.push({
        operations: JSON.parse(String(form.get('operations'))),
        map: JSON.parse(String(form.get('map'))),
        file: form.get('0') as File | null,
      });
      return json(sendAnswer);
    }
    return json({ data: { getDisputeForCart: dispute } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return sent;
}

function renderModal(onClose = vi.fn(), onPrint = vi.fn(async () => undefined)) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(
    <DisputeModal
      target={{ orderId: '480012345', restaurant: 'r-je' }}
      currency="EUR"
      onClose={onClose}
      onPrint={onPrint}
    />,
    queryClient,
  );
  return { onClose, onPrint, queryClient };
}

describe('DisputeModal', () => {
  beforeEach(() => {
    localStorage.setItem(STORAGE_KEYS.token, 'header.payload.signature');
    refreshSession();
  });

  it('shows the last 4 characters, the restaurant, the date, the order and the refund', async () => {
    serve(aDispute());
    renderModal();
    expect(await screen.findByRole('heading', { name: '#2345' })).toBeInTheDocument();
    expect(screen.getByText('Demo Burger Oberkampf')).toBeInTheDocument();
    expect(screen.getByText('Refunded on 10-03-2026 19:30')).toBeInTheDocument();
    expect(screen.getByText('Camille M.')).toBeInTheDocument();
    // The lines add up to Sales and the money rows to the total, as on the order detail.
    expect(screen.getByRole('list', { name: 'Items' })).toHaveTextContent(
      /^2 × Frites31,50 €2 × 15,75 €\+ Cheddar · Sauces \(2 × 1,50 €\)3,00 €Line total34,50 €$/,
    );
    expect(screen.getByRole('region', { name: 'Totals' })).toHaveTextContent(
      /^Sales34,50 €Promotion-5,00 €Delivery price2,99 €Tips0,00 €Total32,49 €$/,
    );
    expect(screen.getByText('Disposable cutlery requested')).toBeInTheDocument();
    expect(screen.getByText('Payment: Card')).toBeInTheDocument();
    expect(screen.getByText('Address: 12 rue Oberkampf, 75011, Paris')).toBeInTheDocument();
    expect((screen.getByLabelText('Refunded price') as HTMLInputElement).value).toMatch(/^11,50\s€$/);
    // Just Eat's "MissingItems" in the reader's words (docs/disputes.md#problems), in the heading and per dish.
    expect(screen.getByText('Missing item', { selector: 'span' }).parentElement).toHaveTextContent(
      'Missing item — “Il manquait les frites.”',
    );
    expect(screen.getByRole('table', { name: 'Disputed dishes' })).toHaveTextContent(/2 × FritesMissing item11,50\s€/);
  });

  it('says the order was not found when the platform named an order Comptoir never received', async () => {
    serve(aDispute({ order: null }));
    renderModal();
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });

  it('asks for a photo when none is chosen and the order has none, and sends nothing', async () => {
    const sent = serve(aDispute());
    renderModal();
    await userEvent.click(await screen.findByRole('button', { name: 'Dispute' }));
    expect(await screen.findByText('A photo is required')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('sends the chosen photo with the dispute and the order, then closes', async () => {
    const sent = serve(aDispute());
    const { onClose } = renderModal();
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'evidence.png', { type: 'image/png' });
    await screen.findByRole('button', { name: 'Photo' });
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement, photo);
    await userEvent.click(screen.getByRole('button', { name: 'Dispute' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toHaveLength(1);
    expect(sent[0]?.operations.variables.input).toEqual({ orderId: 7, cartId: 42, evidenceImage: null });
    expect(sent[0]?.map).toEqual({ 0: ['variables.input.evidenceImage'] });
    expect(sent[0]?.file?.name).toBe('evidence.png');
  });

  it('says in the operator’s words why the server refused the photo', async () => {
    const refusal = {
      message: 'The file is sent as image/png but is a JPEG image',
      extensions: { code: 'BAD_USER_INPUT', reason: 'IMAGE_TYPE_MISMATCH' },
    };
    serve(aDispute(), { data: null, errors: [refusal] });
    const { onClose } = renderModal();
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'evidence.png', { type: 'image/png' });
    await screen.findByRole('button', { name: 'Photo' });
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement, photo);
    await userEvent.click(screen.getByRole('button', { name: 'Dispute' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The dispute could not be sent.');
    expect(alert).toHaveTextContent(
      'The file’s extension does not match its content. Save it again as a JPEG, PNG or WebP picture.',
    );
    expect(alert).not.toHaveTextContent(refusal.message);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the order’s own photo by default, without a file', async () => {
    const sent = serve(aDispute({ cartFiles: [{ filePath: '/uploads/carts/x.jpg?token=t', isEvidence: true }] }));
    const { onClose } = renderModal();
    expect(await screen.findByRole('img', { name: 'Photo of the order' })).toHaveAttribute(
      'src',
      '/uploads/carts/x.jpg?token=t',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dispute' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]?.map).toEqual({});
    expect(sent[0]?.file).toBeNull();
  });

  it('prints the order’s ticket', async () => {
    serve(aDispute());
    const { onPrint } = renderModal();
    await userEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(onPrint).toHaveBeenCalledWith(42);
  });

  it('shows a dispute already sent read-only', async () => {
    serve(
      aDispute({
        status: 'DISPUTED',
        isToBeDisputed: false,
        cartFiles: [{ filePath: '/uploads/disputes/e.jpg?token=t', isEvidence: true }],
      }),
    );
    renderModal();
    expect(await screen.findByText('Photo sent as evidence')).toBeInTheDocument();
    expect(screen.getByText('Disputed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dispute' })).toBeNull();
    expect(document.querySelector('input[type="file"]')).toBeNull();
  });
});
