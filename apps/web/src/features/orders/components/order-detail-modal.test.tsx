import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@comptoir/domain';
import { describe, expect, it, vi } from 'vitest';
import { mockGraphQL, renderWithProviders } from '../../../test/render';
import type { Cart } from '../api/cart-fields';
import { printImage } from '../lib/print-ticket';
import { aCart } from '../testing/a-cart';
import { OrderDetailModal } from './order-detail-modal';

vi.mock('../api/ticket-image', () => ({ fetchTicketImage: vi.fn(async () => new Blob(['png'])) }));
vi.mock('../lib/print-ticket', () => ({ printImage: vi.fn(async () => {}) }));

const RESULT = {
  id: 1,
  status: 'ACCEPTED',
  runnerIsReady: false,
  printedAt: null,
  livredAt: null,
  ticketState: 'PRINTED',
};

type Sent = { query: string; variables: Record<string, unknown> };

function answerMutations(errorCode?: string, result: Record<string, unknown> = RESULT) {
  const sent: Sent[] = [];
  mockGraphQL((body) => {
    sent.push(body);
    if (errorCode) return { json: { data: null, errors: [{ message: 'no', extensions: { code: errorCode } }] } };
    if (body.query.includes('cartCancelEvent'))
      return { json: { data: { cartCancelEvent: { id: 1, status: 'CANCELED' } } } };
    if (body.query.includes('setCouriers')) return { json: { data: { setCouriers: { id: 1, status: 'ACCEPTED' } } } };
    if (body.query.includes('noteDeliverer')) return { json: { data: { noteDeliverer: true } } };
    return { json: { data: { cartEvent: result } } };
  });
  return sent;
}

function openDetail(cart: Cart) {
  renderWithProviders(<OrderDetailModal cart={cart} currency="EUR" onClose={() => {}} />);
  return screen.getByRole('region', { name: 'Order actions' });
}

function sentMutation(sent: Sent[], name: string) {
  return sent.find((body) => body.query.includes(`mutation ${name}`))?.variables;
}

describe('OrderDetailModal', () => {
  it('shows the order: header, client, lines with nested customisations, notes, totals, address', () => {
    answerMutations();
    openDetail(
      aCart({
        isSingleUseItemsIncluded: true,
        subtotal: 3650,
        deliveryPrice: 350,
        tips: 0,
        total: 4000,
        orders: [
          {
            id: 5,
            quantity: 2,
            category: 'Burgers',
            price: 1800,
            specialInstructions: 'well done',
            allergyInstructions: 'peanuts',
            item: { title: 'Cheeseburger', vatPurcent: 10 },
            customisations: [
              {
                id: 1,
                parentId: null,
                quantity: 1,
                unitPrice: 0,
                price: 0,
                item: { title: 'Sauce' },
                customisation: { title: 'Sauce' },
                group: { title: 'Menu' },
              },
              {
                id: 2,
                parentId: 1,
                quantity: 1,
                unitPrice: 25,
                price: 50,
                item: { title: 'BBQ' },
                customisation: { title: 'BBQ' },
                group: { title: 'Sauces' },
              },
            ],
          },
        ],
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Order #A1B2' });
    expect(dialog).toHaveTextContent('Demo Burger Opéra');
    expect(dialog).toHaveTextContent('Camille D.');
    expect(dialog).toHaveTextContent('Orders placed: 3');
    const line = within(within(dialog).getByRole('list', { name: 'Items' })).getByRole('listitem');
    expect(line).toHaveTextContent(
      /^2 × Cheeseburger — Burgers36,00 €2 × 18,00 €\+ Sauce · Menu\+ BBQ · Sauces \(2 × 0,25 €\)0,50 €/,
    );
    expect(line).toHaveTextContent(/Line total36,50 €$/);
    expect(dialog).toHaveTextContent('Note: well done');
    expect(dialog).toHaveTextContent('Allergy: peanuts');
    expect(dialog).toHaveTextContent('single-use items');
    expect(dialog).toHaveTextContent('Payment: Card');
    expect(within(dialog).getByRole('region', { name: 'Totals' })).toHaveTextContent(
      'Sales36,50 €Promotion0,00 €Delivery price3,50 €Tips0,00 €Total40,00 €',
    );
    expect(dialog).toHaveTextContent('Delivery address: 12 rue de la Paix, 75002, Paris, FR');
    expect(dialog).not.toHaveTextContent('VAT');
  });

  it("gives a planned order its due time in the restaurant's time zone", () => {
    answerMutations();
    openDetail(aCart({ status: 'SCHEDULED_ORDER_ACCEPTED', scheduledFor: '2026-03-10T11:00:00Z' }));
    expect(screen.getByRole('dialog', { name: 'Order #A1B2' })).toHaveTextContent('Planned for 10-03-2026 12:00');
  });

  it('shows the order’s VAT per rate as the VAT report counts it, when the server sends it (administrators)', () => {
    answerMutations();
    openDetail(
      aCart({
        vatByRate: [
          { vatPercent: 5.5, ttc: 211, ht: 200, tva: 11 },
          { vatPercent: 10, ttc: 2_453, ht: 2_230, tva: 223 },
        ],
        orders: [
          {
            id: 5,
            quantity: 1,
            category: null,
            price: 900,
            specialInstructions: null,
            allergyInstructions: null,
            item: { title: 'Fries', vatPurcent: 10 },
            customisations: [],
          },
        ],
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Order #A1B2' });
    expect(dialog).toHaveTextContent('VAT, as the VAT report counts it');
    const rows = within(within(dialog).getByRole('table', { name: 'VAT per rate' })).getAllByRole('row');
    // Intl separates the amount and the symbol with a no-break space: compare with plain spaces.
    expect(rows.map((row) => row.textContent?.replace(/[\u00a0\u202f]/g, ' '))).toEqual([
      'RateIncl. VATExcl. VATVAT',
      '5.5%2,11 €2,00 €0,11 €',
      '10%24,53 €22,30 €2,23 €',
      'Total26,64 €24,30 €2,34 €',
    ]);
  });

  it('shows no VAT table for an order without VAT (a canceled one)', () => {
    answerMutations();
    openDetail(aCart({ status: 'CANCELED', vatByRate: [] }));
    expect(screen.getByRole('dialog', { name: 'Order #A1B2' })).not.toHaveTextContent('VAT');
  });

  it.each<[string, Partial<Cart>, string[]]>([
    ['a new order', { status: 'CREATED' }, ['Accept', 'Print']],
    [
      'an accepted Uber Eats delivery',
      {},
      ['Ready', 'Run', 'Cancel the order', 'Extra couriers', 'Extra minutes', 'Print'],
    ],
    [
      'an accepted Deliveroo delivery',
      {
        restaurant: {
          uuid: 'r',
          title: 'Demo Burger Opéra',
          timezone: 'Europe/Paris',
          platform: { name: 'PLATFORM_DELIVEROO', color: '#00CCBC', acceptTimeoutSeconds: 600 },
        },
      },
      ['Ready', 'Run', 'Print'],
    ],
    ['a completed order', { status: 'COMPLETED' }, ['Print']],
  ])('offers the buttons the rules allow for %s', (_name, patch, buttons) => {
    answerMutations();
    const actions = openDetail(aCart(patch));
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(buttons);
  });

  it('asks before cancelling, and No cancels nothing', async () => {
    const sent = answerMutations();
    openDetail(aCart());
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the order' }));
    const question = await screen.findByRole('dialog', { name: 'Cancel the order' });
    expect(question).toHaveTextContent('Do you really want to cancel this order?');
    await userEvent.click(within(question).getByRole('button', { name: 'No' }));
    expect(sentMutation(sent, 'CartCancelEvent')).toBeUndefined();
  });

  it('cancels with reason OUT_OF_ITEMS after Yes and says so', async () => {
    const sent = answerMutations();
    openDetail(aCart());
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the order' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Cancel the order' })).getByRole('button', { name: 'Yes' }),
    );
    expect(await screen.findByText('Order #A1B2 canceled.')).toBeInTheDocument();
    expect(sentMutation(sent, 'CartCancelEvent')).toEqual({ cart: 1, reason: 'OUT_OF_ITEMS' });
  });

  it('sends 1 for the first extra-minutes choice, labelled 5 min', async () => {
    const sent = answerMutations();
    openDetail(aCart());
    await userEvent.click(screen.getByRole('button', { name: 'Extra minutes' }));
    const chooser = await screen.findByRole('dialog', { name: 'Extra minutes' });
    expect(within(chooser).getByRole('radio', { name: '5 min' })).toBeChecked();
    await userEvent.click(within(chooser).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sentMutation(sent, 'CartEvent')).toEqual({ cart: 1, preparationTime: 1 }));
  });

  it('sends the other extra-minutes choices as shown', async () => {
    const sent = answerMutations();
    openDetail(aCart());
    await userEvent.click(screen.getByRole('button', { name: 'Extra minutes' }));
    const chooser = await screen.findByRole('dialog', { name: 'Extra minutes' });
    await userEvent.click(within(chooser).getByRole('radio', { name: '15 min' }));
    await userEvent.click(within(chooser).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sentMutation(sent, 'CartEvent')).toEqual({ cart: 1, preparationTime: 15 }));
  });

  it('asks for the chosen number of extra couriers plus one', async () => {
    const sent = answerMutations();
    openDetail(aCart());
    await userEvent.click(screen.getByRole('button', { name: 'Extra couriers' }));
    const chooser = await screen.findByRole('dialog', { name: 'Extra couriers' });
    await userEvent.click(within(chooser).getByRole('radio', { name: '2' }));
    await userEvent.click(within(chooser).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sentMutation(sent, 'SetCouriers')).toEqual({ cart: 1, numberOfCouriers: 3 }));
  });

  it('sends Accept as ACCEPTED and translates a refusal', async () => {
    const sent = answerMutations('ORDER_ACTION_NOT_ALLOWED');
    openDetail(aCart({ status: 'CREATED' }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The action failed. This action is not possible for the order in its current status.',
    );
    expect(sentMutation(sent, 'CartEvent')).toEqual({
      cart: 1,
      status: 'ACCEPTED',
      runnerIsReady: false,
      print: false,
    });
  });

  it('prints the ticket, marks the order printed and remembers it', async () => {
    const sent = answerMutations();
    openDetail(aCart());
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(await screen.findByText('Ticket of #A1B2 sent to the printer.')).toBeInTheDocument();
    expect(sentMutation(sent, 'CartEvent')).toEqual({ cart: 1, print: true });
    const printed = JSON.parse(localStorage.getItem(STORAGE_KEYS.printedOrders) ?? '[]') as { orderId: number }[];
    expect(printed.map((entry) => entry.orderId)).toEqual([1]);
  });

  it("prints as many tickets as this tablet's printer settings say", async () => {
    localStorage.setItem(
      STORAGE_KEYS.printers,
      JSON.stringify([{ mac: '', name: 'browser', isActive: true, showCategory: true, numberOfTickets: 2 }]),
    );
    answerMutations();
    openDetail(aCart());
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(await screen.findByText('Ticket of #A1B2 sent to the printer.')).toBeInTheDocument();
    expect(vi.mocked(printImage)).toHaveBeenLastCalledWith(expect.any(Blob), 2);
    localStorage.removeItem(STORAGE_KEYS.printers);
  });

  it('leaves the ticket to the cloud printers when the server queued it for them: nothing printed here', async () => {
    vi.mocked(printImage).mockClear();
    const sent = answerMutations(undefined, { ...RESULT, printedAt: null, ticketState: 'QUEUED' });
    openDetail(aCart());
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(await screen.findByText('Ticket of #A1B2 sent to the printer.')).toBeInTheDocument();
    expect(sentMutation(sent, 'CartEvent')).toEqual({ cart: 1, print: true });
    expect(vi.mocked(printImage)).not.toHaveBeenCalled();
  });

  it('says when the printer could not print the ticket, with Print to try again', () => {
    answerMutations();
    openDetail(aCart({ ticketState: 'FAILED' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The printer could not print this ticket');
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
  });

  it('rates a courier down only once a tag is chosen', async () => {
    const sent = answerMutations();
    openDetail(aCart({ status: 'COMPLETED', rushJob: { uuid: 'job-1', response: null } }));
    await userEvent.click(screen.getByRole('button', { name: 'Bad courier' }));
    const tags = await screen.findByRole('dialog', { name: 'What went wrong?' });
    const confirm = within(tags).getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await userEvent.click(within(tags).getByRole('radio', { name: 'Late at pickup' }));
    await userEvent.click(confirm);
    await waitFor(() =>
      expect(sentMutation(sent, 'NoteDeliverer')).toEqual({
        restaurantUuid: 'resto-uuid',
        delivererUuid: 'courier-1',
        jobUuid: 'job-1',
        cartUuid: 'cart-uuid-1',
        note: '0',
        tag: 'LATE_AT_PICKUP',
      }),
    );
  });

  it('offers no rating once given', () => {
    answerMutations();
    openDetail(aCart({ status: 'COMPLETED', rushJob: { uuid: 'job-1', response: null }, courierRated: true }));
    expect(screen.getByRole('button', { name: 'Good courier' })).toBeDisabled();
  });

  it('offers no rating for an order older than 1440 minutes', () => {
    answerMutations();
    openDetail(
      aCart({
        status: 'COMPLETED',
        rushJob: { uuid: 'job-1', response: null },
        createdAt: new Date(Date.now() - 1441 * 60_000).toISOString(),
      }),
    );
    expect(screen.getByRole('button', { name: 'Bad courier' })).toBeDisabled();
  });
});
