import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../../db/client';
import { restaurants, type CartRow } from '../../../db/schema';
import type { DEMO_COMPANY_NAMES } from '../../../db/seed';
import type { GraphQLResponse } from '../../../testing/test-api';
import { aCart } from './a-cart';

// Orders the authorisation matrix acts on: one that every allowed action leaves actionable (print, couriers, photo),
// and for the actions that can happen once (cancel, courier rating) one fresh order per call.
export type MatrixOrders = {
  cartId: number;
  displayId: string;
  restaurantUuid: string;
  takeCancellable(): number;
  takeRateable(): { cartUuid: string; jobUuid: string };
};

const CALLS_PER_COMPANY = 12;

export async function createMatrixOrders(db: Db, company: keyof typeof DEMO_COMPANY_NAMES): Promise<MatrixOrders> {
  const cart = await aCart(db, { company, status: 'ACCEPTED', fulfillmentType: 'DELIVERY' });
  const [restaurant] = await db
    .select({ uuid: restaurants.uuid })
    .from(restaurants)
    .where(eq(restaurants.id, cart.restaurantId));
  const cancellable: CartRow[] = [];
  const rateable: CartRow[] = [];
  for (let index = 0; index < CALLS_PER_COMPANY; index += 1) {
    cancellable.push(await aCart(db, { company, status: 'ACCEPTED' }));
    rateable.push(await aCart(db, { company, status: 'COMPLETED', rushJob: { uuid: randomUUID(), response: null } }));
  }
  return {
    cartId: cart.id,
    displayId: cart.displayId,
    restaurantUuid: restaurant?.uuid ?? '',
    takeCancellable: () => take(cancellable).id,
    takeRateable: () => {
      const next = take(rateable);
      return { cartUuid: next.uuid, jobUuid: next.rushJob?.uuid ?? '' };
    },
  };
}

function take(pool: CartRow[]): CartRow {
  const next = pool.pop();
  if (!next) throw new Error('The matrix ran out of prepared orders');
  return next;
}

/**
 * A GraphQL multipart request whose `variables.input.imageUpload` is a small PNG (a real one: the pipeline decodes it).
 */
export async function sendPhotoUpload(
  graphqlUrl: string,
  query: string,
  variables: Record<string, unknown>,
  token: string | undefined,
): Promise<GraphQLResponse> {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query, variables }));
  form.set('map', JSON.stringify({ 0: ['variables.input.imageUpload'] }));
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2e86de' } })
    .png()
    .toBuffer();
  form.set('0', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as GraphQLResponse['body'], text };
}
