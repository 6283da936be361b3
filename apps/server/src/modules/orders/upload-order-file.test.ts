import { readdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartImages, carts } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import { startTestApi, type GraphQLBody, type TestApi } from '../../testing/test-api';
import { MAX_ORDER_PHOTO_BYTES } from './image-type';
import { aCart } from './testing/a-cart';

const UPLOAD = `mutation($input: UploadOrderFileInput!) { uploadOrderFile(input: $input) {
  id status runnerIsReady hasImage cartImages { id filePath } } }`;

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const WEBP = new TextEncoder().encode('RIFF\u0010\u0000\u0000\u0000WEBPVP8 ');

type UploadedCart = { id: number; status: string; runnerIsReady: boolean; hasImage: boolean; cartImages: { id: number; filePath: string }[] };

describe.each(TEST_DRIVERS)('order photos (%s)', (driver) => {
  let api: TestApi;
  let token: string;
  let otherToken: string;

  beforeAll(async () => {
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
  async function upload(cartId: number, bytes: Uint8Array<ArrayBuffer>, asToken = token, type = 'image/png'): Promise<GraphQLBody> {
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: UPLOAD, variables: { input: { cartId, imageUpload: null } } }));
    form.set('map', JSON.stringify({ 0: ['variables.input.imageUpload'] }));
    form.set('0', new Blob([bytes], { type }), 'photo.png');
    const response = await fetch(api.graphqlUrl, { method: 'POST', body: form, headers: { authorization: `Bearer ${asToken}` } });
    return (await response.json()) as GraphQLBody;
  }

  it.each([
    ['PNG', PNG],
    ['JPEG', JPEG],
    ['WebP', WEBP],
  ])('stores a %s photo, marks the order ready and serves it back to its company only', async (_name, bytes) => {
    const cart = await aCart(api.database.db, { status: 'ACCEPTED' });
    const body = await upload(cart.id, bytes);
    expect(body.errors).toBeUndefined();
    const uploaded = body.data?.uploadOrderFile as UploadedCart;
    expect(uploaded).toMatchObject({ status: 'READY_FOR_PICKUP', runnerIsReady: true, hasImage: true });
    const url = uploaded.cartImages[0]?.filePath ?? '';
    expect(url).toMatch(/^\/uploads\/carts\/.+\?token=/);

    const withToken = await fetch(`${api.url}${url}`);
    expect(withToken.status).toBe(200);
    expect(new Uint8Array(await withToken.arrayBuffer())).toEqual(bytes);
    const path = url.split('?')[0] ?? '';
    expect((await fetch(`${api.url}${path}`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    expect((await fetch(`${api.url}${path}`, { headers: { authorization: `Bearer ${otherToken}` } })).status).toBe(404);
    expect((await fetch(`${api.url}${path}`)).status).toBe(404);
    expect((await fetch(`${api.url}${path}?token=forged`)).status).toBe(404);
  });

  it('refuses what is not an image, or is too large, and stores nothing', async () => {
    const cart = await aCart(api.database.db, { status: 'ACCEPTED' });
    const before = storedFiles();
    const text = await upload(cart.id, new TextEncoder().encode('<svg onload="alert(1)"></svg>'), token, 'image/png');
    expect(text.errors?.[0]).toMatchObject({ message: 'The photo must be a JPEG, PNG or WebP image', extensions: { code: 'BAD_USER_INPUT' } });
    const huge = new Uint8Array(MAX_ORDER_PHOTO_BYTES + 1);
    huge.set(PNG);
    const large = await upload(cart.id, huge);
    expect(large.errors?.[0]).toMatchObject({ message: 'The photo is larger than 10 MB', extensions: { code: 'BAD_USER_INPUT' } });
    expect(storedFiles()).toEqual(before);
    expect(await api.database.db.select().from(cartImages).where(eq(cartImages.cartId, cart.id))).toEqual([]);
    expect((await api.database.db.select().from(carts).where(eq(carts.id, cart.id)))[0]).toEqual(cart);
  });

  it('answers a request far over the limit before reading it', async () => {
    const cart = await aCart(api.database.db, { status: 'ACCEPTED' });
    const huge = new Uint8Array(MAX_ORDER_PHOTO_BYTES * 2);
    huge.set(PNG);
    const body = await upload(cart.id, huge);
    expect(body.errors?.[0]).toMatchObject({ message: 'The photo is larger than 10 MB', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await api.database.db.select().from(cartImages).where(eq(cartImages.cartId, cart.id))).toEqual([]);
  });

  it("refuses another company's order and an order past the photo statuses", async () => {
    const theirs = await aCart(api.database.db, { status: 'ACCEPTED', company: 'pizza' });
    expect((await upload(theirs.id, PNG)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const done = await aCart(api.database.db, { status: 'COMPLETED' });
    expect((await upload(done.id, PNG)).errors?.[0]?.extensions?.code).toBe('ORDER_ACTION_NOT_ALLOWED');
  });

  it('keeps a new order new: the photo is stored, the order is not made ready', async () => {
    const cart = await aCart(api.database.db, { status: 'CREATED' });
    const uploaded = (await upload(cart.id, PNG)).data?.uploadOrderFile as UploadedCart;
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
      const request = httpRequest({ hostname, port, path, headers: { authorization: `Bearer ${bearer}` } }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on('error', reject);
      request.end();
    });
  }
});
