import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_IMAGE_BYTES } from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartImages, orderDisputes, platformCalls, restaurants } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import { startTestApi, type GraphQLBody, type TestApi } from '../../testing/test-api';
import { aCameraJpeg, aNoisyImage, HTML, MARKS, withHtmlAppended } from '../uploads/testing/image-files';
import { aDispute } from './testing/a-dispute';

const SEND = `mutation($input: DisputeInput!) { sendDisputeRequest(input: $input) {
  id status diputedAt problemResponse cartFiles { filePath isEvidence } } }`;

type Sent = {
  id: number;
  status: string;
  diputedAt: string | null;
  cartFiles: { filePath: string; isEvidence: boolean }[];
};

const SVG = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);

describe.each(TEST_DRIVERS)('sendDisputeRequest (%s)', (driver) => {
  let api: TestApi;
  let token: string;
  let basicToken: string;
  // A phone photo with its owner, GPS position and XMP, and HTML appended after the image data.
  let cameraPhoto: Uint8Array<ArrayBuffer>;

  beforeAll(async () => {
    api = await startTestApi(driver);
    token = await api.signIn(DEMO_ACCOUNTS.company.email, DEMO_ACCOUNTS.company.password);
    basicToken = await api.signIn(DEMO_ACCOUNTS.basic.email, DEMO_ACCOUNTS.basic.password);
    cameraPhoto = new Uint8Array(withHtmlAppended(await aCameraJpeg(64, 48)));
  });
  afterAll(async () => {
    await api?.close();
  });

  const uploadsDir = () => join(api.config.dataDir, 'uploads');
  const evidenceDir = () => join(uploadsDir(), 'disputes');
  const storedFiles = () => {
    try {
      return readdirSync(evidenceDir());
    } catch {
      return [];
    }
  };

  async function send(
    input: Record<string, unknown>,
    file?: { bytes: Uint8Array<ArrayBuffer>; name: string; type: string },
    asToken = token,
  ): Promise<GraphQLBody> {
    if (!file) return (await api.graphql(SEND, { token: asToken, variables: { input } })).body;
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: SEND, variables: { input: { ...input, evidenceImage: null } } }));
    form.set('map', JSON.stringify({ 0: ['variables.input.evidenceImage'] }));
    form.set('0', new Blob([file.bytes], { type: file.type }), file.name);
    const response = await fetch(api.graphqlUrl, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${asToken}` },
    });
    return (await response.json()) as GraphQLBody;
  }

  /** The stored evidence of a dispute, after checking that it is a clean, owner-only JPEG (`width`×`height`). */
  async function cleanEvidenceOf(
    disputeId: number,
    width: number,
    height: number,
  ): Promise<{ path: string; bytes: Buffer }> {
    const [row] = await api.database.db.select().from(orderDisputes).where(eq(orderDisputes.id, disputeId));
    const path = row?.evidencePath ?? '';
    expect(path).toMatch(/^disputes\/.+\.jpg$/);
    const bytes = readFileSync(join(uploadsDir(), path));
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width, height });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    for (const mark of [...Object.values(MARKS), HTML]) expect(bytes.includes(mark)).toBe(false);
    expect(statSync(join(uploadsDir(), path)).mode & 0o777).toBe(0o600);
    return { path, bytes };
  }

  it('stores a clean copy of the uploaded photo as evidence, disputes the refund and serves the photo to its company only', async () => {
    expect((await sharp(cameraPhoto).metadata()).exif).toBeDefined();
    const { dispute, cart } = await aDispute(api.database.db);
    const body = await send(
      { orderId: dispute.id, cartId: cart.id },
      { bytes: cameraPhoto, name: 'evidence.jpg', type: 'image/jpeg' },
    );
    expect(body.errors).toBeUndefined();
    const sent = body.data?.sendDisputeRequest as Sent;
    expect(sent).toMatchObject({ id: dispute.id, status: 'DISPUTED' });
    expect(sent.diputedAt).not.toBeNull();
    const evidence = sent.cartFiles.find((file) => file.isEvidence);
    expect(evidence?.filePath).toMatch(/^\/uploads\/disputes\/.+\.jpg\?token=/);
    // Upright: the photo was stored sideways with an EXIF orientation.
    const stored = await cleanEvidenceOf(dispute.id, 48, 64);

    const path = (evidence?.filePath ?? '').split('?')[0] ?? '';
    const served = await fetch(`${api.url}${evidence?.filePath ?? ''}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(stored.bytes)).toBe(true);
    expect((await fetch(`${api.url}${path}`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    expect((await fetch(`${api.url}${path}`, { headers: { authorization: `Bearer ${basicToken}` } })).status).toBe(404);
    expect((await fetch(`${api.url}${path}`)).status).toBe(404);
  });

  it('refuses what is not a JPEG, PNG or WebP by its content, an image sent as another type, a broken or too large file, and stores nothing', async () => {
    const { dispute } = await aDispute(api.database.db);
    const before = storedFiles();
    const cases = [
      { file: { bytes: SVG, name: 'evidence.png', type: 'image/png' }, reason: 'IMAGE_TYPE' },
      { file: { bytes: SVG, name: 'evidence.svg', type: 'image/svg+xml' }, reason: 'IMAGE_TYPE' },
      { file: { bytes: new TextEncoder().encode(HTML), name: 'photo.webp', type: 'image/webp' }, reason: 'IMAGE_TYPE' },
      {
        file: { bytes: new Uint8Array(await aNoisyImage('jpeg', 16, 16)), name: 'photo.webp', type: 'image/webp' },
        reason: 'IMAGE_TYPE_MISMATCH',
      },
      {
        file: { bytes: Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), name: 'broken.jpg', type: 'image/jpeg' },
        reason: 'IMAGE_UNREADABLE',
      },
      {
        file: { bytes: new Uint8Array(MAX_IMAGE_BYTES + 1).fill(0xff), name: 'huge.jpg', type: 'image/jpeg' },
        reason: 'IMAGE_TOO_LARGE',
      },
    ];
    for (const { file, reason } of cases) {
      const body = await send({ orderId: dispute.id }, file);
      expect(body.errors?.[0]?.extensions, file.name).toMatchObject({ code: 'BAD_USER_INPUT', reason });
    }
    expect(storedFiles()).toEqual(before);
    const [row] = await api.database.db
      .select({ status: orderDisputes.status })
      .from(orderDisputes)
      .where(eq(orderDisputes.id, dispute.id));
    expect(row?.status).toBe('TO_DISPUTE');
  });

  it('sends a clean copy of the order’s own photo by default, never the file as it was stored', async () => {
    const raw = Buffer.from(cameraPhoto);
    const withPhoto = await aDispute(api.database.db, { orderPhoto: { uploadsDir: uploadsDir(), bytes: raw } });
    expect(withPhoto.dispute.evidencePath).toBe(withPhoto.photoPath);
    const sent = (await send({ orderId: withPhoto.dispute.id })).data?.sendDisputeRequest as Sent;
    expect(sent.status).toBe('DISPUTED');
    const stored = await cleanEvidenceOf(withPhoto.dispute.id, 48, 64);
    // The evidence is the copy; the order keeps its photo, untouched, as one of its files.
    expect(sent.cartFiles).toEqual([
      { filePath: expect.stringMatching(new RegExp(`^/uploads/${stored.path}\\?token=`)), isEvidence: true },
      { filePath: expect.stringContaining(`/uploads/${withPhoto.photoPath ?? ''}`), isEvidence: false },
    ]);
    expect(readFileSync(join(uploadsDir(), withPhoto.photoPath ?? '')).equals(raw)).toBe(true);
    const served = await fetch(`${api.url}${sent.cartFiles[0]?.filePath ?? ''}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(stored.bytes)).toBe(true);

    // A dispute recorded before its order had a photo sends the order's latest photo, cleaned the same way.
    const later = await aDispute(api.database.db);
    expect(later.dispute.evidencePath).toBeNull();
    mkdirSync(join(uploadsDir(), 'carts'), { recursive: true });
    writeFileSync(
      join(uploadsDir(), 'carts', `${later.cart.uuid}-late.png`),
      withHtmlAppended(await aNoisyImage('png', 30, 20)),
    );
    await api.database.db
      .insert(cartImages)
      .values({ cartId: later.cart.id, filePath: `carts/${later.cart.uuid}-late.png` });
    expect((await send({ orderId: later.dispute.id })).errors).toBeUndefined();
    await cleanEvidenceOf(later.dispute.id, 30, 20);
  });

  it('asks for a photo when the order has none, or none that can be read', async () => {
    const before = storedFiles();
    const cases = [
      await aDispute(api.database.db),
      await aDispute(api.database.db, { orderPhoto: { uploadsDir: uploadsDir(), bytes: null } }),
      await aDispute(api.database.db, {
        orderPhoto: { uploadsDir: uploadsDir(), bytes: new TextEncoder().encode(HTML) },
      }),
    ];
    for (const { dispute } of cases) {
      const refused = await send({ orderId: dispute.id });
      expect(refused.errors?.[0]).toMatchObject({
        message: 'Une photo est requise',
        extensions: { code: 'BAD_USER_INPUT', reason: 'IMAGE_REQUIRED' },
      });
    }
    expect(storedFiles()).toEqual(before);
  });

  it('answers Just Eat through its claims API and records the other platforms for their partner portal', async () => {
    const png = new Uint8Array(
      await sharp({ create: { width: 8, height: 8, channels: 4, background: '#ffffff' } })
        .png()
        .toBuffer(),
    );
    const justEat = await aDispute(api.database.db, { cart: { platform: 'PLATFORM_JUST_EAT' } });
    expect(
      (await send({ orderId: justEat.dispute.id }, { bytes: png, name: 'e.png', type: 'image/png' })).errors,
    ).toBeUndefined();
    const [store] = await api.database.db
      .select({ storeId: restaurants.platformStoreId })
      .from(restaurants)
      .where(eq(restaurants.id, justEat.cart.restaurantId));
    const [call] = await api.database.db.select().from(platformCalls).where(eq(platformCalls.cartId, justEat.cart.id));
    expect(call).toMatchObject({
      platform: 'PLATFORM_JUST_EAT',
      action: 'dispute',
      status: 'pending',
      method: 'POST',
      path: `/restaurants/fr/${store?.storeId}/customerclaims/${justEat.dispute.platformRefundId}/restaurantresponse`,
      requestBody: {
        decision: 'Rejected',
        items: [{ id: 'FRIES', decision: 'Rejected' }],
        justification: { reason: 'Other' },
      },
    });

    const uber = await aDispute(api.database.db);
    expect(
      (await send({ orderId: uber.dispute.id }, { bytes: png, name: 'e.png', type: 'image/png' })).errors,
    ).toBeUndefined();
    const [recorded] = await api.database.db.select().from(platformCalls).where(eq(platformCalls.cartId, uber.cart.id));
    expect(recorded).toMatchObject({ platform: 'PLATFORM_UBER_EAT', action: 'dispute', status: 'unsupported' });
  });

  it('refuses a dispute already sent, past its deadline, of another order, or of another company', async () => {
    const png = new Uint8Array(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000000' } })
        .png()
        .toBuffer(),
    );
    const photo = { bytes: png, name: 'e.png', type: 'image/png' };
    const sent = await aDispute(api.database.db, { status: 'DISPUTED' });
    expect((await send({ orderId: sent.dispute.id }, photo)).errors?.[0]).toMatchObject({
      message: 'This dispute was already sent',
      extensions: { code: 'BAD_USER_INPUT', reason: 'DISPUTE_ALREADY_SENT' },
    });
    const overdue = await aDispute(api.database.db, { deadlineAt: new Date(Date.now() - 1000) });
    expect((await send({ orderId: overdue.dispute.id }, photo)).errors?.[0]).toMatchObject({
      message: 'The platform’s deadline for this dispute has passed',
      extensions: { reason: 'DISPUTE_DEADLINE_PASSED' },
    });
    const open = await aDispute(api.database.db);
    expect((await send({ orderId: open.dispute.id, cartId: sent.cart.id }, photo)).errors?.[0]).toMatchObject({
      message: 'cartId is not the order of this dispute',
      extensions: { reason: 'NOT_THE_DISPUTED_ORDER' },
    });
    const pizza = await aDispute(api.database.db, { cart: { company: 'pizza' } });
    expect((await send({ orderId: pizza.dispute.id }, photo)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await send({ orderId: 987_654 }, photo)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await send({ orderId: pizza.dispute.id }, photo, basicToken)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
  });
});
