import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { MAX_IMAGE_BYTES } from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartImages, carts } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import { createMemoryEventBus } from '../../events/memory-event-bus';
import { startTestApi, type GraphQLBody, type TestApi } from '../../testing/test-api';
import {
  aCameraJpeg,
  aNoisyImage,
  aPngBomb,
  HTML,
  MARKS,
  truncated,
  withHtmlAppended,
} from '../uploads/testing/image-files';
import { aCart } from './testing/a-cart';

const UPLOAD = `mutation($input: UploadOrderFileInput!) { uploadOrderFile(input: $input) {
  id status runnerIsReady hasImage cartImages { id filePath } } }`;

type UploadedCart = {
  id: number;
  status: string;
  runnerIsReady: boolean;
  hasImage: boolean;
  cartImages: { id: number; filePath: string }[];
};

describe.each(TEST_DRIVERS)('order photos (%s)', (driver) => {
  let api: TestApi;
  let token: string;
  let otherToken: string;
  let images: Record<'png' | 'jpeg' | 'webp', Uint8Array<ArrayBuffer>>;

  beforeAll(async () => {
    const imageOf = async (format: 'png' | 'jpeg' | 'webp') => new Uint8Array(await aNoisyImage(format, 40, 30));
    images = { png: await imageOf('png'), jpeg: await imageOf('jpeg'), webp: await imageOf('webp') };
    api = await startTestApi(driver);
    token = await api.signIn(DEMO_ACCOUNTS.company.email, DEMO_ACCOUNTS.company.password);
    otherToken = await api.signIn(DEMO_ACCOUNTS.basic.email, DEMO_ACCOUNTS.basic.password);
  });
  afterAll(async () => {
    await api?.close();
  });

  const uploadsDir = () => join(api.config.dataDir, 'uploads', 'carts');
  const storedFiles = () => {
    try {
      return readdirSync(uploadsDir());
    } catch {
      return [];
    }
  };

  // GraphQL multipart request spec: operations, map, then the file part.
  async function upload(
    cartId: number,
    bytes: Uint8Array<ArrayBuffer>,
    asToken = token,
    type = 'image/png',
    name = 'photo.png',
  ): Promise<GraphQLBody> {
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: UPLOAD, variables: { input: { cartId, imageUpload: null } } }));
    form.set('map', JSON.stringify({ 0: ['variables.input.imageUpload'] }));
    form.set('0', new Blob([bytes], { type }), name);
    const response = await fetch(api.graphqlUrl, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${asToken}` },
    });
    return (await response.json()) as GraphQLBody;
  }

  const storedBytes = (url: string) =>
    readFileSync(join(api.config.dataDir, decodeURIComponent(url.split('?')[0] ?? '')));

  it.each(['png', 'jpeg', 'webp'] as const)(
    'stores a %s photo as a new JPEG, marks the order ready and serves it back to its company only',
    async (format) => {
      const cart = await aCart(api.database.db, { status: 'ACCEPTED' });
      const body = await upload(cart.id, images[format], token, `image/${format}`, `photo.${format}`);
      expect(body.errors).toBeUndefined();
      const uploaded = body.data?.uploadOrderFile as UploadedCart;
      expect(uploaded).toMatchObject({ status: 'READY_FOR_PICKUP', runnerIsReady: true, hasImage: true });
      const url = uploaded.cartImages[0]?.filePath ?? '';
      expect(url).toMatch(/^\/uploads\/carts\/.+\.jpg\?token=/);
      const stored = storedBytes(url);
      expect(await sharp(stored).metadata()).toMatchObject({ format: 'jpeg', width: 40, height: 30 });

      const withToken = await fetch(`${api.url}${url}`);
      expect(withToken.status).toBe(200);
      expect(withToken.headers.get('content-type')).toBe('image/jpeg');
      expect(Buffer.from(await withToken.arrayBuffer()).equals(stored)).toBe(true);
      const path = url.split('?')[0] ?? '';
      expect((await fetch(`${api.url}${path}`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
      expect((await fetch(`${api.url}${path}`, { headers: { authorization: `Bearer ${otherToken}` } })).status).toBe(
        404,
      );
      expect((await fetch(`${api.url}${path}`)).status).toBe(404);
      expect((await fetch(`${api.url}${path}?token=forged`)).status).toBe(404);
    },
  );

  it('stores what the pipeline made of a phone photo: upright, owner-only, without its EXIF, GPS, XMP or appended HTML', async () => {
    const sent = withHtmlAppended(await aCameraJpeg(64, 48));
    const cart = await aCart(api.database.db, { status: 'ACCEPTED' });
    const body = await upload(cart.id, new Uint8Array(sent), token, 'image/jpeg', 'IMG_0001.jpg');
    expect(body.errors).toBeUndefined();
    const url = (body.data?.uploadOrderFile as UploadedCart).cartImages[0]?.filePath ?? '';
    const stored = storedBytes(url);
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 48, height: 64 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    for (const mark of [MARKS.owner, MARKS.gps, MARKS.xmp, MARKS.comment, HTML])
      expect(stored.includes(mark)).toBe(false);
    expect(statSync(join(api.config.dataDir, url.split('?')[0] ?? '')).mode & 0o777).toBe(0o600);
    expect(Buffer.from(await (await fetch(`${api.url}${url}`)).arrayBuffer()).equals(stored)).toBe(true);
  });

  it('refuses what is not an image, an image sent as another type, a bomb, a truncated or too large file, and stores nothing', async () => {
    const cart = await aCart(api.database.db, { status: 'ACCEPTED' });
    const before = storedFiles();
    const huge = new Uint8Array(MAX_IMAGE_BYTES + 1);
    huge.set(images.png);
    const cases = [
      {
        bytes: new TextEncoder().encode('<svg onload="alert(1)"></svg>'),
        type: 'image/png',
        name: 'photo.png',
        reason: 'IMAGE_TYPE',
      },
      { bytes: new TextEncoder().encode(HTML), type: 'image/webp', name: 'photo.webp', reason: 'IMAGE_TYPE' },
      { bytes: images.jpeg, type: 'image/webp', name: 'photo.webp', reason: 'IMAGE_TYPE_MISMATCH' },
      {
        bytes: new Uint8Array(await aPngBomb(30_000, 30_000)),
        type: 'image/png',
        name: 'bomb.png',
        reason: 'IMAGE_TOO_MANY_PIXELS',
      },
      {
        bytes: new Uint8Array(truncated(await aNoisyImage('jpeg'))),
        type: 'image/jpeg',
        name: 'cut.jpg',
        reason: 'IMAGE_UNREADABLE',
      },
      { bytes: huge, type: 'image/png', name: 'huge.png', reason: 'IMAGE_TOO_LARGE' },
    ];
    for (const { bytes, type, name, reason } of cases) {
      const body = await upload(cart.id, bytes, token, type, name);
      expect(body.errors?.[0]?.extensions, name).toMatchObject({ code: 'BAD_USER_INPUT', reason });
    }
    expect(storedFiles()).toEqual(before);
    expect(await api.database.db.select().from(cartImages).where(eq(cartImages.cartId, cart.id))).toEqual([]);
    expect((await api.database.db.select().from(carts).where(eq(carts.id, cart.id)))[0]).toEqual(cart);
  });

  it('answers a request far over the limit before reading it', async () => {
    const cart = await aCart(api.database.db, { status: 'ACCEPTED' });
    const huge = new Uint8Array(MAX_IMAGE_BYTES * 2);
    huge.set(images.png);
    const body = await upload(cart.id, huge);
    expect(body.errors?.[0]).toMatchObject({
      message: 'The image is larger than 10 MB',
      extensions: { code: 'BAD_USER_INPUT', reason: 'IMAGE_TOO_LARGE' },
    });
    expect(await api.database.db.select().from(cartImages).where(eq(cartImages.cartId, cart.id))).toEqual([]);
  });

  it("refuses another company's order and an order past the photo statuses", async () => {
    const theirs = await aCart(api.database.db, { status: 'ACCEPTED', company: 'pizza' });
    expect((await upload(theirs.id, images.png)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const done = await aCart(api.database.db, { status: 'COMPLETED' });
    expect((await upload(done.id, images.png)).errors?.[0]?.extensions?.code).toBe('ORDER_ACTION_NOT_ALLOWED');
  });

  it('keeps a new order new: the photo is stored, the order is not made ready', async () => {
    const cart = await aCart(api.database.db, { status: 'CREATED' });
    const uploaded = (await upload(cart.id, images.png)).data?.uploadOrderFile as UploadedCart;
    expect(uploaded).toMatchObject({ status: 'CREATED', hasImage: true });
  });

  it('never serves a file outside the uploads folder, however the path is spelt', async () => {
    writeFileSync(join(api.config.dataDir, 'secret.txt'), 'TOP-SECRET');
    const paths = [
      '/uploads/../secret.txt',
      '/uploads/%2e%2e/secret.txt',
      '/uploads/carts/..%2f..%2fsecret.txt',
      '/uploads/carts/%2e%2e%5c%2e%2e%5csecret.txt',
      '/uploads//secret.txt',
      '/uploads/carts/../../secret.txt',
    ];
    for (const path of paths) {
      const response = await rawGet(path, token);
      expect(response.status).not.toBe(200);
      expect(response.body).not.toContain('TOP-SECRET');
    }
  });

  // fetch() resolves '..' itself; a raw request sends the path exactly as written.
  function rawGet(path: string, bearer: string): Promise<{ status: number; body: string }> {
    const { hostname, port } = new URL(api.url);
    return new Promise((resolve, reject) => {
      const request = httpRequest(
        { hostname, port, path, headers: { authorization: `Bearer ${bearer}` } },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      request.on('error', reject);
      request.end();
    });
  }
});

// The tablets' event bus is a hint (docs/architecture.md#outbox): once the photo's change has committed, failing to
// publish it must neither answer an error nor remove the file the committed row points to.
describe.each(TEST_DRIVERS)('order photos when the tablets cannot be told (%s)', (driver) => {
  let api: TestApi;

  beforeAll(async () => {
    const eventBus = createMemoryEventBus();
    eventBus.publish = () => Promise.reject(new Error('the event bus is down'));
    api = await startTestApi(driver, {}, { eventBus });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('answers the ready order and keeps serving its photo', async () => {
    const token = await api.signIn(DEMO_ACCOUNTS.company.email, DEMO_ACCOUNTS.company.password);
    const cart = await aCart(api.database.db, { status: 'ACCEPTED' });
    const form = new FormData();
    form.set(
      'operations',
      JSON.stringify({ query: UPLOAD, variables: { input: { cartId: cart.id, imageUpload: null } } }),
    );
    form.set('map', JSON.stringify({ 0: ['variables.input.imageUpload'] }));
    form.set('0', new Blob([new Uint8Array(await aNoisyImage('png', 40, 30))], { type: 'image/png' }), 'photo.png');
    const response = await fetch(api.graphqlUrl, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as GraphQLBody;

    expect(body.errors).toBeUndefined();
    const uploaded = body.data?.uploadOrderFile as UploadedCart;
    expect(uploaded).toMatchObject({ status: 'READY_FOR_PICKUP', hasImage: true });
    expect((await fetch(`${api.url}${uploaded.cartImages[0]?.filePath ?? ''}`)).status).toBe(200);
  });
});
