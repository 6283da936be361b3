import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_IMAGE_BYTES } from '@comptoir/domain';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuConfigurations, menuItems } from '../../db/schema';
import { TEST_DRIVERS } from '../../db/testing';
import {
  aCameraJpeg,
  aNoisyImage,
  aPngBomb,
  aPngWithText,
  HTML,
  MARKS,
  withHtmlAppended,
} from '../uploads/testing/image-files';
import { startMenuMakerFixture, type MenuMakerFixture } from './testing/menu-maker-fixture';
import { aPng, sendItemImage, type UploadedFile } from './testing/item-image-upload';

const UPLOAD = `mutation($itemId: Int!, $image: File!) { uploadMenuItemImage(itemId: $itemId, image: $image) {
  id imageUrl menuConfiguration { id updatedAt } } }`;

type Uploaded = { id: number; imageUrl: string | null; menuConfiguration: { id: number; updatedAt: string } };

describe.each(TEST_DRIVERS)('uploadMenuItemImage (%s)', (driver) => {
  let f: MenuMakerFixture;
  let png: UploadedFile;
  beforeAll(async () => {
    f = await startMenuMakerFixture(driver);
    png = await aPng(32, 24);
  });
  afterAll(async () => f?.api.close());

  const firstItemOf = async (configurationId: number) => {
    const [item] = await f.api.database.db
      .select()
      .from(menuItems)
      .where(eq(menuItems.configurationId, configurationId))
      .orderBy(asc(menuItems.id))
      .limit(1);
    if (!item) throw new Error(`Configuration ${configurationId} has no item`);
    return item;
  };
  const upload = (itemId: number, file: UploadedFile, token = f.tokens.company) =>
    sendItemImage(f.api.graphqlUrl, UPLOAD, itemId, file, token);
  const menusDir = () => join(f.api.config.dataDir, 'uploads', 'menus');
  const storedFiles = () => {
    try {
      return readdirSync(menusDir());
    } catch {
      return [];
    }
  };

  it('stores the PNG re-encoded as a JPEG, sets the public imageUrl and serves it without a token', async () => {
    const item = await firstItemOf(f.uber.configurationId);
    const response = await upload(item.id, png);
    expect(response.body.errors).toBeUndefined();
    const uploaded = response.body.data?.uploadMenuItemImage as Uploaded;
    expect(uploaded.id).toBe(item.id);
    expect(uploaded.imageUrl).toMatch(new RegExp(`^/uploads/menus/${item.id}-[0-9a-f-]{36}\\.jpg$`));

    const [row] = await f.api.database.db
      .select({ imageUrl: menuItems.imageUrl })
      .from(menuItems)
      .where(eq(menuItems.id, item.id));
    expect(row?.imageUrl).toBe(uploaded.imageUrl);
    const [configuration] = await f.api.database.db
      .select({ updatedAt: menuConfigurations.updatedAt })
      .from(menuConfigurations)
      .where(eq(menuConfigurations.id, f.uber.configurationId));
    expect(Date.now() - (configuration?.updatedAt.getTime() ?? 0)).toBeLessThan(60_000);

    const stored = readFileSync(join(f.api.config.dataDir, (uploaded.imageUrl ?? '').replace(/^\//, '')));
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'jpeg', width: 32, height: 24 });
    const served = await fetch(`${f.api.url}${uploaded.imageUrl ?? ''}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toContain('public');
    expect(Buffer.from(await served.arrayBuffer()).equals(stored)).toBe(true);

    // A second upload is a new file: caches never show the old picture for the new one.
    const again = (await upload(item.id, png)).body.data?.uploadMenuItemImage as Uploaded;
    expect(again.imageUrl).not.toBe(uploaded.imageUrl);
  });

  it('keeps other uploads private: only the menus folder is public, and only inside it', async () => {
    // An order photo on disk that no token opens; the encoded slashes reach the server undecoded by fetch.
    mkdirSync(join(f.api.config.dataDir, 'uploads', 'carts'), { recursive: true });
    writeFileSync(join(f.api.config.dataDir, 'uploads', 'carts', 'private.png'), (await aPng()).bytes);
    const paths = [
      '/uploads/carts/private.png',
      '/uploads/menus%2F..%2Fcarts%2Fprivate.png',
      '/uploads/menus%2F..%2F..%2Fjwt-secret',
      '/uploads/menus/',
      '/uploads/menus/missing.png',
    ];
    for (const path of paths) {
      expect((await fetch(`${f.api.url}${path}`)).status, path).toBe(404);
    }
  });

  it('keeps nothing private in the public picture: no EXIF, GPS, XMP, PNG text or appended HTML', async () => {
    const item = await firstItemOf(f.uber.configurationId);
    const sources = [
      {
        bytes: new Uint8Array(withHtmlAppended(await aCameraJpeg(64, 48))),
        name: 'dish.jpg',
        type: 'image/jpeg',
        width: 48,
        height: 64,
      },
      {
        bytes: new Uint8Array(withHtmlAppended(aPngWithText())),
        name: 'dish.png',
        type: 'image/png',
        width: 8,
        height: 8,
      },
    ];
    for (const { width, height, ...file } of sources) {
      const { body } = await upload(item.id, file);
      expect(body.errors).toBeUndefined();
      const imageUrl = (body.data?.uploadMenuItemImage as Uploaded).imageUrl ?? '';
      const stored = readFileSync(join(f.api.config.dataDir, imageUrl.replace(/^\//, '')));
      const metadata = await sharp(stored).metadata();
      expect(metadata).toMatchObject({ format: 'jpeg', width, height });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      for (const mark of [...Object.values(MARKS), HTML]) expect(stored.includes(mark)).toBe(false);
      expect(statSync(join(f.api.config.dataDir, imageUrl.replace(/^\//, ''))).mode & 0o777).toBe(0o600);
      expect(Buffer.from(await (await fetch(`${f.api.url}${imageUrl}`)).arrayBuffer()).equals(stored)).toBe(true);
    }
  });

  it('refuses what is not a JPEG, PNG or WebP by its content, an image sent as another type, a bomb, a broken or too large file, and stores nothing', async () => {
    const item = await firstItemOf(f.uber.configurationId);
    const before = storedFiles();
    const cases = [
      {
        file: { bytes: new TextEncoder().encode('a text file, renamed'), name: 'dish.png', type: 'image/png' },
        reason: 'IMAGE_TYPE',
      },
      { file: { bytes: new TextEncoder().encode(HTML), name: 'dish.webp', type: 'image/webp' }, reason: 'IMAGE_TYPE' },
      {
        file: { bytes: new Uint8Array(await aNoisyImage('png', 16, 16)), name: 'dish.webp', type: 'image/webp' },
        reason: 'IMAGE_TYPE_MISMATCH',
      },
      {
        file: { bytes: new Uint8Array(await aPngBomb(30_000, 30_000)), name: 'bomb.png', type: 'image/png' },
        reason: 'IMAGE_TOO_MANY_PIXELS',
      },
      {
        file: {
          bytes: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1]),
          name: 'cut.png',
          type: 'image/png',
        },
        reason: 'IMAGE_UNREADABLE',
      },
      {
        file: { bytes: new Uint8Array(MAX_IMAGE_BYTES + 1).fill(0xff), name: 'huge.jpg', type: 'image/jpeg' },
        reason: 'IMAGE_TOO_LARGE',
      },
    ];
    for (const { file, reason } of cases) {
      const { body } = await upload(item.id, file);
      expect(body.errors?.[0]?.extensions, file.name).toMatchObject({ code: 'BAD_USER_INPUT', reason });
    }
    expect(storedFiles()).toEqual(before);
  });

  it('refuses Corner Pizza (not activated), another company’s item and a missing item, before reading the file', async () => {
    const pizza = await f.restaurantOf('PLATFORM_UBER_EAT', 'pizza');
    const pizzaItem = await firstItemOf(pizza.configurationId);
    const before = storedFiles();

    const gated = (await upload(pizzaItem.id, png, f.tokens.basic)).body.errors?.[0];
    expect(gated?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'MENU_MAKER_NOT_ACTIVATED' });
    expect((await upload(pizzaItem.id, png, f.tokens.company)).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await upload(987_654, png)).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // Not a picture, but refused for who asks first.
    const text = { bytes: new TextEncoder().encode('nope'), name: 'x.png', type: 'image/png' };
    expect((await upload(pizzaItem.id, text, f.tokens.company)).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    expect(storedFiles()).toEqual(before);
    const [row] = await f.api.database.db
      .select({ imageUrl: menuItems.imageUrl })
      .from(menuItems)
      .where(eq(menuItems.id, pizzaItem.id));
    expect(row?.imageUrl).toBe(pizzaItem.imageUrl);
    // Support (administrators) may act on any company's menu.
    expect((await upload(pizzaItem.id, png, f.tokens.admin)).body.errors).toBeUndefined();
  });
});
