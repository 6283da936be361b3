import {
  clientDisplayName,
  formatInstant,
  PLATFORMS,
  showsUnitPrice,
  type FulfillmentType,
  type Lang,
} from '@comptoir/domain';
import { TICKET_LABELS, type TicketLabels } from './labels/ticket-labels';
import { escapeText, formatTicketMoney, indent } from './receiptline-text';
import type { TicketLine, TicketOrder } from './ticket-order';

export type TicketOptions = {
  lang: Lang;
  showCategory: boolean;
  /** Prints the printer's custom title (TicketOrder.customTitle) at the top. */
  showCustomLabels: boolean;
  /** The customer's copy: headed as such, without the kitchen station's custom title (docs/printing-tickets.md). */
  clientTicket?: boolean;
};

/** 48 characters of 12 px: 576 px, the printable width of 80 mm paper at 203 dpi. */
export const TICKET_CHARACTERS_PER_LINE = 48;

const DELIVERIES: readonly FulfillmentType[] = ['DELIVERY', 'DELIVERY_THIRD_PARTY'];

// Column widths of the item rows: the title wraps, the price keeps its own column.
const ITEM_COLUMNS = '{w:* 13}';
const ONE_COLUMN = '{w:auto}';

/** One ticket's words and formats: the language's labels, the order's currency and time zone. */
type Printing = { labels: TicketLabels; money: (minor: number) => string; instant: (instant: Date) => string };

/** The ReceiptLine document of an order's kitchen ticket, in the given language. */
export function buildTicketDocument(order: TicketOrder, options: TicketOptions): string {
  const labels = TICKET_LABELS[options.lang];
  const printing: Printing = {
    labels,
    money: (minor) => formatTicketMoney(minor, order.currency, moneyLocale(order.currency, labels)),
    // 'DD-MM-YYYY HH:mm' in the restaurant's zone, as the tablet shows the order (docs/dates.md).
    instant: (instant) => formatInstant(instant, 'dateTime', options.lang, order.timezone),
  };
  return [
    ...header(order, options, printing),
    '---',
    ITEM_COLUMNS,
    ...itemRows(order, options.showCategory, printing),
    ONE_COLUMN,
    '---',
    ...orderNotes(order, labels),
    ITEM_COLUMNS,
    ...totalRows(order, printing),
    ONE_COLUMN,
    '---',
    ...vatRows(order, printing),
    `|${field(labels, labels.paymentMethod, labels.payment[order.paymentMethod])}`,
    ...deliveryAddress(order, labels),
    singleUseItemsNotice(order.isSingleUseItemsIncluded, labels),
    '',
  ].join('\n');
}

// Złoty amounts are written the Polish way whatever the ticket's language, as everywhere in Comptoir
// (docs/printing-tickets.md): "12,90 zł", never "PLN 12.90".
function moneyLocale(currency: string, labels: TicketLabels): string {
  return currency === 'PLN' ? TICKET_LABELS.pl.locale : labels.locale;
}

/** "Label : value" in the language's punctuation, as literal text. */
function field(labels: TicketLabels, label: string, value: string): string {
  return escapeText(`${label}${labels.colon}${value}`);
}

function header(
  order: TicketOrder,
  { showCustomLabels, clientTicket }: TicketOptions,
  { labels, instant }: Printing,
): string[] {
  const lines: string[] = [];
  if (clientTicket) lines.push(`^^^${escapeText(labels.customerCopy)}`);
  else if (showCustomLabels && order.customTitle) lines.push(`^^^${escapeText(order.customTitle)}`);
  lines.push(`^^${escapeText(order.restaurantTitle)}`, escapeText(PLATFORMS[order.platform].label));
  lines.push(`^^^#${escapeText(order.displayId)}`, `"${escapeText(labels.fulfillment[order.fulfillmentType])}"`);
  lines.push(`|${field(labels, labels.orderedAt, instant(order.createdAt))}`);
  if (order.livredAt) lines.push(`|"${field(labels, labels.scheduledFor, instant(order.livredAt))}"`);
  if (order.client) lines.push(`|${field(labels, labels.client, clientDisplayName(order.client))}`);
  return lines;
}

function itemRows(order: TicketOrder, showCategory: boolean, printing: Printing): string[] {
  if (!showCategory) return order.lines.flatMap((line) => lineRows(line, printing));
  return groupByCategory(order.lines).flatMap(([category, lines]) => [
    `|"${escapeText(category ?? printing.labels.otherCategory).toLocaleUpperCase(printing.labels.locale)}"`,
    ...lines.flatMap((line) => lineRows(line, printing)),
  ]);
}

// docs/orders.md#lines-and-options: the right-hand column holds the item's amount and each priced option's total,
// then the line's total when options add money, so a reader adds the line totals up to the subtotal. "n x unit" shows
// the unit price wherever more than one is counted.
function lineRows(line: TicketLine, { labels, money }: Printing): string[] {
  const unit = (count: number, price: number) =>
    showsUnitPrice(count) && price !== 0 ? ` (${count} x ${money(price)})` : '';
  const rows = [`|^^${line.quantity} x ${escapeText(line.name)} | ${money(line.itemAmount)}|`];
  if (showsUnitPrice(line.quantity)) rows.push(`|${indent(1)}${line.quantity} x ${money(line.unitPrice)} | |`);
  for (const option of line.options) {
    const quantity = option.quantity > 1 ? `${option.quantity} x ` : '';
    const amount = option.total === 0 ? '' : money(option.total);
    rows.push(
      `|${indent(option.depth)}${quantity}${escapeText(option.name)}${unit(option.count, option.unitPrice)} | ${amount}|`,
    );
  }
  if (line.specialInstructions) rows.push(`|${indent(1)}${field(labels, labels.note, line.specialInstructions)} | |`);
  if (line.allergyInstructions)
    rows.push(`|${indent(1)}"${field(labels, labels.allergy, line.allergyInstructions)}" | |`);
  if (line.showsTotalRow) rows.push(`|${indent(1)}"${escapeText(labels.lineTotal)}" | "${money(line.total)}"|`);
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

function orderNotes(order: TicketOrder, labels: TicketLabels): string[] {
  if (!order.specialInstructions) return [];
  return [`|"${field(labels, labels.instructions, order.specialInstructions)}"`, '---'];
}

function totalRows(order: TicketOrder, { labels, money }: Printing): string[] {
  const row = (label: string, minor: number) => `|${escapeText(label)} | ${money(minor)}|`;
  const rows = [row(labels.subtotal, order.subtotal)];
  if (order.promo !== 0) rows.push(row(labels.promotion, -order.promo));
  if (order.deliveryPrice !== 0) rows.push(row(labels.deliveryFee, order.deliveryPrice));
  if (order.tips !== 0) rows.push(row(labels.tip, order.tips));
  rows.push(`|^^${escapeText(labels.total)} | ^^${money(order.total)}|`);
  return rows;
}

// The VAT included in the total, per rate, as the VAT report counts it (docs/money.md#one-vat-split-per-order): the
// rates that carry VAT only, so tips and goods outside VAT print nothing.
function vatRows(order: TicketOrder, { labels, money }: Printing): string[] {
  const rates = order.vat.filter((rate) => rate.tva !== 0);
  if (rates.length === 0) return [];
  const percent = new Intl.NumberFormat(labels.locale, { style: 'percent', maximumFractionDigits: 2 });
  const rows = rates.map(
    (rate) => `|${escapeText(`${labels.vatIncluded} ${percent.format(rate.vatPercent / 100)}`)} | ${money(rate.tva)}|`,
  );
  return [ITEM_COLUMNS, ...rows, ONE_COLUMN, '---'];
}

function deliveryAddress(order: TicketOrder, labels: TicketLabels): string[] {
  const location = order.deliveryLocation;
  if (!DELIVERIES.includes(order.fulfillmentType) || !location) return [];
  const lines = ['---', `|"${escapeText(labels.deliveryAddress)}"`, `|${escapeText(location.adresse)}`];
  lines.push(`|${escapeText(`${location.postalCode} ${location.city}`)}`);
  if (order.deliveryInstructions) lines.push(`|${escapeText(order.deliveryInstructions)}`);
  return lines;
}

// French law (AGEC) has platforms ask whether the customer wants single-use cutlery: the kitchen must know.
function singleUseItemsNotice(included: boolean, labels: TicketLabels): string {
  return included
    ? `|"${field(labels, labels.singleUseItems, labels.singleUseItemsAsked)}"`
    : `|${field(labels, labels.singleUseItems, labels.singleUseItemsNotAsked)}`;
}
