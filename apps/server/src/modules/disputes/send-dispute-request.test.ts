import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderDisputes, platformCalls, restaurants } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import { startTestApi, type GraphQLBody, type TestApi } from '../../testing/test-api';
import { MAX_ORDER_PHOTO_BYTES } from '../orders/image-type';
import { aDispute } from './testing/a-dispute';

const SEND = `mutation($input: DisputeInput!) { sendDisputeRequest(input: $input) {
  id status diputedAt problemResponse cartFiles { filePath isEvidence } } }`;

type Sent = { id: number; status: string; diputedAt: string | null; cartFiles: { filePath: string; isEvidence: boolean }[] };

const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="10" height="10"/></svg>');

async function photoWithExif(): Promise<Uint8Array<ArrayBuffer>> {
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'Someone' } })
    .toBuffer();
  return new Uint8Array(jpeg);
}

describe.each(TEST_DRIVERS)('sendDisputeRequest (%s)', (driver) => {
  let api: TestApi;
  let token: string;
  let basicToken: string;
  let exifPhoto: Uint8Array<ArrayBuffer>;

  beforeAll(async () => {
    api = await startTestApi(driver);
    token = await api.signIn(DEMO_ACCOUNTS.company.email, DEMO_ACCOUNTS.company.password);
    basicToken = await api.signIn(DEMO_ACCOUNTS.basic.email, DEMO_ACCOUNTS.basic.password);
    exifPhoto = await photoWithExif();
  });
  afterAll(async () => {
    await api?.close();
  });

  const evidenceDir = () => join(api.config.dataDir, 'uploads', 'disputes');
  const storedFiles = () => {
    try {
      return readdirSync(evidenceDir());
    } catch {
      return [];
    }
  };

  async function send(input: Record<string, unknown>, file?: { bytes: Uint8Array<ArrayBuffer>; name: string; type: string }, asToken = token): Promise<GraphQLBody> {
    if (!file) return (await api.graphql(SEND, { token: asToken, variables: { input } })).body;
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: SEND, variables: { input: { ...input, evidenceImage: null } } }));
    form.set('map', JSON.stringify({ 0: ['variables.input.evidenceImage'] }));
    form.set('0', new Blob([file.bytes], { type: file.type }), file.name);
    const response = await fetch(api.graphqlUrl, { method: 'POST', body: form, headers: { authorization: `Bearer ${asToken}` } });
    return (await response.json()) as GraphQLBody;
  }

  it('re-encodes the uploaded photo without its EXIF, disputes the refund and serves the photo to its company only', async () => {
    expect((await sharp(exifPhoto).metadata()).exif).toBeDefined();
    const { dispute, cart } = await aDispute(api.database.db);
    const body = await send({ orderId: dispute.id, cartId: cart.id }, { bytes: exifPhoto, name: 'evidence.jpg', type: 'image/jpeg' });
    expect(body.errors).toBeUndefined();
    const sent = body.data?.sendDisputeRequest as Sent;
    expect(sent).toMatchObject({ id: dispute.id, status: 'DISPUTED' });
    expect(sent.diputedAt).not.toBeNull();
    const evidence = sent.cartFiles.find((file) => file.isEvidence);
    expect(evidence?.filePath).toMatch(/^\/uploads\/disputes\/.+\.jpg\?token=/);

    const [row] = await api.database.db.select().from(orderDisputes).where(eq(orderDisputes.id, dispute.id));
    const stored = readFileSync(join(api.config.dataDir, 'uploads', row?.evidencePath ?? ''));
    expect(stored.includes(Buffer.from('secret-owner'))).toBe(false);
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(metadata.exif).toBeUndefined();

    const path = (evidence?.filePath ?? '').split('?')[0] ?? '';
    expect((await fetch(`${api.url}${evidence?.filePath ?? ''}`)).status).toBe(200);
    expect((await fetch(`${api.url}${path}`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    expect((await fetch(`${api.url}${path}`, { headers: { authorization: `Bearer ${basicToken}` } })).status).toBe(404);
    expect((await fetch(`${api.url}${path}`)).status).toBe(404);
  });

  it('refuses what is not a JPEG, PNG or WebP by its content, or is too large, and stores nothing', async () => {
    const { dispute } = await aDispute(api.database.db);
    const before = storedFiles();
    const cases = [
      { file: { bytes: SVG, name: 'evidence.png', type: 'image/png' }, message: 'The photo must be a JPEG, PNG or WebP image' },
      { file: { bytes: SVG, name: 'evidence.svg', type: 'image/svg+xml' }, message: 'The photo must be a JPEG, PNG or WebP image' },
      { file: { bytes: new TextEncoder().encode('just text, named like a photo'), name: 'photo.jpg', type: 'image/jpeg' }, message: 'The photo must be a JPEG, PNG or WebP image' },
      { file: { bytes: Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), name: 'broken.jpg', type: 'image/jpeg' }, message: 'The photo could not be read as an image' },
      { file: { bytes: new Uint8Array(MAX_ORDER_PHOTO_BYTES + 1).fill(0xff), name: 'huge.jpg', type: 'image/jpeg' }, message: 'The photo is larger than 10 MB' },
    ];
    for (const { file, message } of cases) {
      const body = await send({ orderId: dispute.id }, file);
      expect(body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect(storedFiles()).toEqual(before);
    const [row] = await api.database.db.select({ status: orderDisputes.status }).from(orderDisputes).where(eq(orderDisputes.id, dispute.id));
    expect(row?.status).toBe('TO_DISPUTE');
  });

  it('sends the order’s photo by default, and asks for a photo when the order has none', async () => {
    const withPhoto = await aDispute(api.database.db, { withOrderPhoto: true });
    const sent = (await send({ orderId: withPhoto.dispute.id })).data?.sendDisputeRequest as Sent;
    expect(sent.status).toBe('DISPUTED');
    expect(sent.cartFiles).toEqual([{ filePath: expect.stringContaining(`/uploads/carts/${withPhoto.cart.uuid}`), isEvidence: true }]);

    const without = await aDispute(api.database.db);
    const refused = await send({ orderId: without.dispute.id });
    expect(refused.errors?.[0]).toMatchObject({ message: 'Une photo est requise', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('answers Just Eat through its claims API and records the other platforms for their partner portal', async () => {
    const png = new Uint8Array(await sharp({ create: { width: 8, height: 8, channels: 4, background: '#ffffff' } }).png().toBuffer());
    const justEat = await aDispute(api.database.db, { cart: { platform: 'PLATFORM_JUST_EAT' } });
    expect((await send({ orderId: justEat.dispute.id }, { bytes: png, name: 'e.png', type: 'image/png' })).errors).toBeUndefined();
    const [store] = await api.database.db.select({ storeId: restaurants.platformStoreId }).from(restaurants).where(eq(restaurants.id, justEat.cart.restaurantId));
    const [call] = await api.database.db.select().from(platformCalls).where(eq(platformCalls.cartId, justEat.cart.id));
    expect(call).toMatchObject({
      platform: 'PLATFORM_JUST_EAT',
      action: 'dispute',
      status: 'pending',
      method: 'POST',
      path: `/restaurants/fr/${store?.storeId}/customerclaims/${justEat.dispute.platformRefundId}/restaurantresponse`,
      requestBody: { decision: 'Rejected', items: [{ id: 'FRIES', decision: 'Rejected' }], justification: { reason: 'Other' } },
    });

    const uber = await aDispute(api.database.db);
    expect((await send({ orderId: uber.dispute.id }, { bytes: png, name: 'e.png', type: 'image/png' })).errors).toBeUndefined();
    const [recorded] = await api.database.db.select().from(platformCalls).where(eq(platformCalls.cartId, uber.cart.id));
    expect(recorded).toMatchObject({ platform: 'PLATFORM_UBER_EAT', action: 'dispute', status: 'unsupported' });
  });

  it('refuses a dispute already sent, past its deadline, of another order, or of another company', async () => {
    const png = new Uint8Array(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000000' } }).png().toBuffer());
    const photo = { bytes: png, name: 'e.png', type: 'image/png' };
    const sent = await aDispute(api.database.db, { status: 'DISPUTED' });
    expect((await send({ orderId: sent.dispute.id }, photo)).errors?.[0]).toMatchObject({ message: 'This dispute was already sent', extensions: { code: 'BAD_USER_INPUT' } });
    const overdue = await aDispute(api.database.db, { deadlineAt: new Date(Date.now() - 1000) });
    expect((await send({ orderId: overdue.dispute.id }, photo)).errors?.[0]).toMatchObject({ message: 'The platform’s deadline for this dispute has passed' });
    const open = await aDispute(api.database.db);
    expect((await send({ orderId: open.dispute.id, cartId: sent.cart.id }, photo)).errors?.[0]).toMatchObject({ message: 'cartId is not the order of this dispute' });
    const pizza = await aDispute(api.database.db, { cart: { company: 'pizza' } });
    expect((await send({ orderId: pizza.dispute.id }, photo)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await send({ orderId: 987_654 }, photo)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await send({ orderId: pizza.dispute.id }, photo, basicToken)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
