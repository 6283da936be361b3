import { useEffect } from 'react';
import { print } from '@0no-co/graphql.web';
import { useQueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@comptoir/domain';
import { graphql, type ResultOf } from '../../../lib/graphql';
import { GRAPHQL_ENDPOINT } from '../../../lib/graphql-client';
import { useSession } from '../../../lib/session';
import { mergePushedOrder } from './active-orders';
import { CartFields } from './cart-fields';

// The order is selected as activeOrders selects it, so it takes its place in the list as it is.
const OrderEventsSubscription = graphql(
  `
    subscription OrderEvents {
      orderEvents {
        type
        cartId
        status
        companyId
        restaurantUuid
        at
        order {
          ...CartFields
        }
      }
    }
  `,
  [CartFields],
);

type OrderEvent = ResultOf<typeof OrderEventsSubscription>['orderEvents'];

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

function streamHeaders(): Record<string, string> {
  // EventSource cannot send an Authorization header, so the stream is read with fetch.
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'text/event-stream' };
  const token = localStorage.getItem(STORAGE_KEYS.token);
  if (token) headers.authorization = `Bearer ${token}`;
  const switchUser = localStorage.getItem(STORAGE_KEYS.switchUser);
  if (switchUser) headers['x-switch-user'] = switchUser;
  return headers;
}

/** The `data` payloads of the complete `next` events in `buffer`, and what is left of an unfinished one. */
export function parseEventStream(buffer: string): { payloads: string[]; rest: string } {
  const blocks = buffer.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const payloads: string[] = [];
  for (const block of blocks) {
    const lines = block.split('\n');
    const event =
      lines
        .find((line) => line.startsWith('event:'))
        ?.slice(6)
        .trim() ?? 'message';
    const data = lines
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).trimStart())
      .join('\n');
    if ((event === 'next' || event === 'message') && data) payloads.push(data);
  }
  return { payloads, rest };
}

async function readStream(onEvent: (event: OrderEvent) => void, signal: AbortSignal): Promise<void> {
  const response = await fetch(GRAPHQL_ENDPOINT, {
    method: 'POST',
    headers: streamHeaders(),
    body: JSON.stringify({ query: print(OrderEventsSubscription), variables: {} }),
    signal,
  });
  if (!response.ok || !response.body) throw new Error(`Order events stream refused with HTTP ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    const parsed = parseEventStream(buffer + value);
    buffer = parsed.rest;
    for (const payload of parsed.payloads) {
      const message = JSON.parse(payload) as { data?: ResultOf<typeof OrderEventsSubscription> | null };
      if (message.data?.orderEvents) onEvent(message.data.orderEvents);
    }
  }
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Listens until `signal` aborts, reconnecting with a doubling delay after each drop. */
async function listenToOrderEvents(onEvent: (event: OrderEvent) => void, signal: AbortSignal): Promise<void> {
  let delay = FIRST_RETRY_MS;
  while (!signal.aborted) {
    try {
      await readStream((event) => {
        delay = FIRST_RETRY_MS;
        onEvent(event);
      }, signal);
    } catch (error) {
      if (signal.aborted) return;
      console.warn('Order events stream lost; the 5-second poll carries on', error);
    }
    await wait(delay, signal);
    delay = Math.min(delay * 2, MAX_RETRY_MS);
  }
}

/**
 * Puts each order the server pushes into every live orders screen the moment it changes; off where the app shell's
 * feed already listens.
 */
export function useOrderEvents(enabled = true): void {
  const { token, switchUser } = useSession();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token || !enabled) return;
    const controller = new AbortController();
    void listenToOrderEvents(
      (event) => void mergePushedOrder(queryClient, event.cartId, event.order),
      controller.signal,
    );
    return () => controller.abort();
  }, [token, switchUser, queryClient, enabled]);
}
