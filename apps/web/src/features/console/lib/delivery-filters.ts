import { APPLICATION_WEBHOOK_EVENTS, DEFAULT_FIRST, type ApplicationWebhookEvent } from '@comptoir/domain';

export const DELIVERY_STATUSES = ['PENDING', 'DELIVERED', 'FAILED'] as const;
type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** The log's filters as the URL keeps them (`?event=order.created&status=FAILED&from=2026-03-01&to=2026-03-31`). */
export type DeliveryFilters = {
  event: ApplicationWebhookEvent | null;
  status: DeliveryStatus | null;
  fromDate: string | null;
  toDate: string | null;
};

export const NO_DELIVERY_FILTERS: DeliveryFilters = { event: null, status: null, fromDate: null, toDate: null };

// The GraphQL enum spells an event ORDER_CREATED; the URL, the headers and the payload spell it order.created.
type Underscored<E extends string> = E extends `${infer A}.${infer B}` ? `${A}_${B}` : E;
type EventEnum = Uppercase<Underscored<ApplicationWebhookEvent>>;

export function toEventEnum(event: ApplicationWebhookEvent): EventEnum {
  return event.replace('.', '_').toUpperCase() as EventEnum;
}

/** The dotted name of an event the API answered (ORDER_CREATED → order.created), as the receiver sees it. */
export function toEventName(value: string): string {
  return APPLICATION_WEBHOOK_EVENTS.find((event) => toEventEnum(event) === value) ?? value.toLowerCase();
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isDay(value: string | null): value is string {
  return value !== null && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

function isEvent(value: string | null): value is ApplicationWebhookEvent {
  return (APPLICATION_WEBHOOK_EVENTS as readonly (string | null)[]).includes(value);
}

function isStatus(value: string | null): value is DeliveryStatus {
  return (DELIVERY_STATUSES as readonly (string | null)[]).includes(value);
}

/** The filters of a shared or reloaded URL; a value the log does not know is ignored rather than sent. */
export function readDeliveryFilters(params: URLSearchParams): DeliveryFilters {
  const event = params.get('event');
  const status = params.get('status');
  let fromDate: string | null = params.get('from');
  let toDate: string | null = params.get('to');
  fromDate = isDay(fromDate) ? fromDate : null;
  toDate = isDay(toDate) ? toDate : null;
  // A range typed backwards still means the days between the two.
  if (fromDate && toDate && fromDate > toDate) [fromDate, toDate] = [toDate, fromDate];
  return { event: isEvent(event) ? event : null, status: isStatus(status) ? status : null, fromDate, toDate };
}

export function writeDeliveryFilters(filters: DeliveryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.event) params.set('event', filters.event);
  if (filters.status) params.set('status', filters.status);
  if (filters.fromDate) params.set('from', filters.fromDate);
  if (filters.toDate) params.set('to', filters.toDate);
  return params;
}

/** The variables of one page of applicationWebhookDeliveries: a filter left empty is not sent at all. */
export function toDeliveryVariables(filters: DeliveryFilters, after: string | null) {
  return {
    first: DEFAULT_FIRST.webhooks,
    after,
    event: filters.event ? toEventEnum(filters.event) : null,
    status: filters.status,
    fromDate: filters.fromDate,
    toDate: filters.toDate,
  };
}

export function hasDeliveryFilter(filters: DeliveryFilters): boolean {
  return Object.values(filters).some((value) => value !== null);
}
