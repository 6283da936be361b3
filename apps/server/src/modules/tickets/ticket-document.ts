import { PLATFORMS, type FulfillmentType, type PaymentMethod } from '@comptoir/domain';
import { escapeText, formatTicketMoney, indent } from './receiptline-text';
import type { TicketLine, TicketOrder } from './ticket-order';

export type TicketOptions = { showCategory: boolean; showCustomLabels: boolean };

/** 48 characters of 12 px: 576 px, the printable width of 80 mm paper at 203 dpi. */
export const TICKET_CHARACTERS_PER_LINE = 48;

const FULFILLMENT_LABELS: Record<FulfillmentType, string> = {
  PICKUP: 'À emporter',
  DELIVERY: 'Livraison par le restaurant',
  DELIVERY_THIRD_PARTY: 'Livraison par la plateforme',
  DELIVERY_TABLE: 'Service à table',
  DINNING: 'Sur place',
};

const PAYMENT_LABELS: Record<PaymentMethod, string> = {
  PAYMENT_CREDIT_CARD: 'Carte bancaire',
  PAYMENT_CASH: 'Espèces',
  PAYMENT_VOUCHER: 'Titre-restaurant',
  PAYMENT_NONE: 'Aucun',
};

const DELIVERIES: readonly FulfillmentType[] = ['DELIVERY', 'DELIVERY_THIRD_PARTY'];

// Column widths of the item rows: the title wraps, the price keeps its own column.
const ITEM_COLUMNS = '{w:* 13}';
const ONE_COLUMN = '{w:auto}';

/** The ReceiptLine document of an order's French kitchen ticket. */
export function buildTicketDocument(order: TicketOrder, options: TicketOptions): string {
  return [
    ...header(order, options),
    '---',
    ITEM_COLUMNS,
    ...itemRows(order, options.showCategory),
    ONE_COLUMN,
    '---',
    ...orderNotes(order),
    ITEM_COLUMNS,
    ...totalRows(order),
    ONE_COLUMN,
    '---',
    `|Paiement : ${escapeText(PAYMENT_LABELS[order.paymentMethod])}`,
    ...deliveryAddress(order),
    singleUseItemsNotice(order.isSingleUseItemsIncluded),
    '',
  ].join('\n');
}

function header(order: TicketOrder, { showCustomLabels }: TicketOptions): string[] {
  const lines: string[] = [];
  if (showCustomLabels && order.customTitle) lines.push(`^^^${escapeText(order.customTitle)}`);
  lines.push(`^^${escapeText(order.restaurantTitle)}`, escapeText(PLATFORMS[order.platform].label));
  lines.push(`^^^#${escapeText(order.displayId)}`, `"${FULFILLMENT_LABELS[order.fulfillmentType]}"`);
  lines.push(`|Commande : ${formatInstant(order.createdAt, order.timezone)}`);
  if (order.livredAt) lines.push(`|"Pour : ${formatInstant(order.livredAt, order.timezone)}"`);
  if (order.client) lines.push(`|Client : ${escapeText(clientName(order.client))}`);
  return lines;
}

function itemRows(order: TicketOrder, showCategory: boolean): string[] {
  if (!showCategory) return order.lines.flatMap((line) => lineRows(line, order.currency));
  return groupByCategory(order.lines).flatMap(([category, lines]) => [
    `|"${escapeText(category ?? 'Autres').toUpperCase()}"`,
    ...lines.flatMap((line) => lineRows(line, order.currency)),
  ]);
}

function lineRows(line: TicketLine, currency: string): string[] {
  const rows = [`|^^${line.quantity} x ${escapeText(line.title)} | ${formatTicketMoney(line.price * line.quantity, currency)}|`];
  for (const customisation of line.customisations) {
    const quantity = customisation.quantity > 1 ? `${customisation.quantity} x ` : '';
    const price = customisation.price === 0 ? '' : formatTicketMoney(customisation.price, currency);
    rows.push(`|${indent(customisation.depth)}${quantity}${escapeText(customisation.title)} | ${price}|`);
  }
  if (line.specialInstructions) rows.push(`|${indent(1)}Note : ${escapeText(line.specialInstructions)} | |`);
  if (line.allergyInstructions) rows.push(`|${indent(1)}"ALLERGIE : ${escapeText(line.allergyInstructions)}" | |`);
  return rows;
}

// Categories keep the order in which the customer's lines first name them.
function groupByCategory(lines: readonly TicketLine[]): [string | null, TicketLine[]][] {
  const groups = new Map<string | null, TicketLine[]>();
  for (const line of lines) {
    const key = line.category?.trim() || null;
    const group = groups.get(key);
    if (group) group.push(line);
    else groups.set(key, [line]);
  }
  return [...groups.entries()];
}

function orderNotes(order: TicketOrder): string[] {
  if (!order.specialInstructions) return [];
  return [`|"Instructions : ${escapeText(order.specialInstructions)}"`, '---'];
}

function totalRows(order: TicketOrder): string[] {
  const row = (label: string, minor: number) => `|${escapeText(label)} | ${formatTicketMoney(minor, order.currency)}|`;
  const rows = [row('Sous-total', order.subtotal)];
  if (order.promo !== 0) rows.push(row('Promotion', -order.promo));
  if (order.deliveryPrice !== 0) rows.push(row('Frais de livraison', order.deliveryPrice));
  if (order.tips !== 0) rows.push(row('Pourboire', order.tips));
  rows.push(`|^^TOTAL | ^^${formatTicketMoney(order.total, order.currency)}|`);
  return rows;
}

function deliveryAddress(order: TicketOrder): string[] {
  const location = order.deliveryLocation;
  if (!DELIVERIES.includes(order.fulfillmentType) || !location) return [];
  const lines = ['---', '|"Adresse de livraison"', `|${escapeText(location.adresse)}`];
  lines.push(`|${escapeText(`${location.postalCode} ${location.city}`)}`);
  if (order.deliveryInstructions) lines.push(`|${escapeText(order.deliveryInstructions)}`);
  return lines;
}

// French law (AGEC) has platforms ask whether the customer wants single-use cutlery: the kitchen must know.
function singleUseItemsNotice(included: boolean): string {
  return included ? '|"Couverts à usage unique : DEMANDÉS"' : '|Couverts à usage unique : non demandés';
}

function clientName(client: { firstName: string; lastName: string }): string {
  const initial = client.lastName.trim().charAt(0).toUpperCase();
  return initial ? `${client.firstName.trim()} ${initial}.` : client.firstName.trim();
}

function formatInstant(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('fr-FR', { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(instant);
}
