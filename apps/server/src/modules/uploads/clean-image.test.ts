import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, type ImageRefusal } from '@comptoir/domain';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { cleanImage } from './clean-image';
import {
  aCameraJpeg,
  aNoisyImage,
  aPngBomb,
  aPngHeaderOnly,
  aPngWithText,
  HTML,
  MARKS,
  truncated,
  withHtmlAppended,
} from './testing/image-files';

async function refusalOf(promise: Promise<unknown>): Promise<{ reason: ImageRefusal; message: string }> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`Expected a refusal, got ${String(error)}`);
  expect(error.code).toBe('BAD_USER_INPUT');
  return { reason: error.extensions.reason as ImageRefusal, message: error.message };
}

describe('the image pipeline', () => {
  let camera: Buffer;
  beforeAll(async () => {
    camera = await aCameraJpeg(64, 48);
  });

  it('keeps no EXIF, GPS, XMP, ICC profile or comment of a camera JPEG, and turns it upright', async () => {
    const before = await sharp(camera).metadata();
    expect(before).toMatchObject({ orientation: 6, width: 64, height: 48 });
    expect(before.exif && before.xmp && before.icc).toBeTruthy();
    for (const mark of Object.values(MARKS).filter((mark) => mark !== MARKS.text))
      expect(camera.includes(mark)).toBe(true);

    const clean = await cleanImage(camera, 'orderPhoto', 'image/jpeg');
    const after = await sharp(clean.bytes).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 48, height: 64, space: 'srgb' });
    expect(after.orientation).toBeUndefined();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.comments).toBeUndefined();
    for (const mark of Object.values(MARKS)) expect(clean.bytes.includes(mark)).toBe(false);
  });

  it('drops HTML appended after a PNG and the PNG’s text chunks', async () => {
    const polyglot = withHtmlAppended(aPngWithText());
    expect(polyglot.includes(HTML)).toBe(true);
    const clean = await cleanImage(polyglot, 'orderPhoto', 'image/png');
    expect(clean.bytes.includes('<script')).toBe(false);
    expect(clean.bytes.includes(MARKS.text)).toBe(false);
    expect(await sharp(clean.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 8, height: 8 });
  });

  it('re-encodes every accepted type as a JPEG, whether its type is declared or not', async () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const source = await aNoisyImage(format, 40, 30);
      for (const declared of [`image/${format}`, '', 'application/octet-stream']) {
        const clean = await cleanImage(source, 'menuItem', declared);
        expect(clean).toMatchObject({ extension: 'jpg', width: 40, height: 30 });
        expect((await sharp(clean.bytes).metadata()).format).toBe('jpeg');
      }
    }
    expect((await cleanImage(camera, 'orderPhoto', 'image/jpg')).extension).toBe('jpg');
  });

  it('refuses what is not a JPEG, PNG or WebP whatever it is called, and a real image sent as another type', async () => {
    const html = Buffer.from(HTML);
    expect(await refusalOf(cleanImage(html, 'orderPhoto', 'image/webp'))).toEqual({
      reason: 'IMAGE_TYPE',
      message: 'The image must be a JPEG, PNG or WebP image',
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    expect((await refusalOf(cleanImage(svg, 'menuItem', 'image/svg+xml'))).reason).toBe('IMAGE_TYPE');
    // A GIF is an image, but not one the pipeline decodes.
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await refusalOf(cleanImage(gif, 'orderPhoto', 'image/gif'))).reason).toBe('IMAGE_TYPE');

    expect(await refusalOf(cleanImage(camera, 'orderPhoto', 'image/webp'))).toEqual({
      reason: 'IMAGE_TYPE_MISMATCH',
      message: 'The file is sent as image/webp but is a JPEG image',
    });
    expect((await refusalOf(cleanImage(aPngWithText(), 'orderPhoto', 'image/jpeg'))).reason).toBe(
      'IMAGE_TYPE_MISMATCH',
    );
  });

  it('refuses a 30000×30000 PNG bomb from its header, before decoding anything', async () => {
    const bomb = await aPngBomb(30_000, 30_000);
    expect(bomb.length).toBeLessThan(200_000);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({
      format: 'png',
      width: 30_000,
      height: 30_000,
    });
    expect(await refusalOf(cleanImage(bomb, 'orderPhoto', 'image/png'))).toEqual({
      reason: 'IMAGE_TOO_MANY_PIXELS',
      message: 'The image is larger than 40 megapixels',
    });
    // This one has no pixel data at all: decoding it would fail as unreadable, so the refusal came from the header.
    expect((await refusalOf(cleanImage(aPngHeaderOnly(30_000, 30_000), 'orderPhoto'))).reason).toBe(
      'IMAGE_TOO_MANY_PIXELS',
    );
    // The limit is the product: one pixel over 40 MP is refused, a long thin strip too.
    expect(8000 * 5001).toBeGreaterThan(MAX_IMAGE_PIXELS);
    expect((await refusalOf(cleanImage(aPngHeaderOnly(8000, 5001), 'orderPhoto'))).reason).toBe(
      'IMAGE_TOO_MANY_PIXELS',
    );
    expect((await refusalOf(cleanImage(aPngHeaderOnly(40_000_001, 1), 'orderPhoto'))).reason).toBe(
      'IMAGE_TOO_MANY_PIXELS',
    );
    expect((await refusalOf(cleanImage(aPngHeaderOnly(8000, 5000), 'orderPhoto'))).reason).toBe('IMAGE_UNREADABLE');
  });

  it('refuses a truncated JPEG, PNG or WebP', async () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const cut = truncated(await aNoisyImage(format));
      expect(await refusalOf(cleanImage(cut, 'orderPhoto', `image/${format}`))).toEqual({
        reason: 'IMAGE_UNREADABLE',
        message: 'The file could not be read as an image',
      });
    }
  });

  it('refuses more than 10 MB', async () => {
    const large = Buffer.alloc(MAX_IMAGE_BYTES + 1);
    camera.copy(large);
    expect(await refusalOf(cleanImage(large, 'orderPhoto', 'image/jpeg'))).toEqual({
      reason: 'IMAGE_TOO_LARGE',
      message: 'The image is larger than 10 MB',
    });
  });

  it('scales a large picture down to its use’s size, never a small one up, and puts transparency on white', async () => {
    const wide = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    expect(await cleanImage(wide, 'orderPhoto')).toMatchObject({ width: 2048, height: 683 });
    expect(await cleanImage(wide, 'menuItem')).toMatchObject({ width: 1920, height: 640 });
    const transparent = await sharp({
      create: { width: 16, height: 12, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const clean = await cleanImage(transparent, 'menuItem');
    expect(clean).toMatchObject({ width: 16, height: 12 });
    const pixel = await sharp(clean.bytes).raw().toBuffer();
    expect([...pixel.subarray(0, 3)].every((channel) => channel > 250)).toBe(true);
  });
});
