import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { AppError } from '../../errors';
import { MAX_ORDER_PHOTO_BYTES, sniffImageType, type ImageType } from './image-type';

// The one pipeline for uploaded pictures that are kept and shown again (dispute evidence, menu item images).

// A decompression bomb (a few KB declaring a huge canvas) is refused before it is decoded: 40 MP is above any phone photo.
const MAX_PIXELS = 40_000_000;
// SPEC §9: photos at quality 90.
const QUALITY = 90;

export type ReencodedImage = { bytes: Buffer; type: ImageType };

/**
 * Checks an upload as order photos are checked (size, then the bytes' real type: JPEG, PNG or WebP — an SVG, script
 * or not, is none of them), then decodes and re-encodes it: the stored file keeps only pixels, without EXIF
 * (location, device), comments or anything appended after the image data. `noun` names the upload in the messages.
 */
export async function reencodeImage(file: File, noun: 'photo' | 'image' = 'photo'): Promise<ReencodedImage> {
  if (file.size > MAX_ORDER_PHOTO_BYTES) {
    throw new AppError('BAD_USER_INPUT', { message: `The ${noun} is larger than 10 MB`, details: { maxBytes: MAX_ORDER_PHOTO_BYTES } });
  }
  const input = new Uint8Array(await file.arrayBuffer());
  const type = sniffImageType(input);
  if (!type) throw new AppError('BAD_USER_INPUT', { message: `The ${noun} must be a JPEG, PNG or WebP image` });
  try {
    // rotate() applies the EXIF orientation to the pixels before the metadata is dropped, so the picture stays upright.
    const image = sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
    const encoded =
      type.extension === 'png' ? image.png() : type.extension === 'webp' ? image.webp({ quality: QUALITY }) : image.jpeg({ quality: QUALITY, mozjpeg: true });
    return { bytes: await encoded.toBuffer(), type };
  } catch {
    throw new AppError('BAD_USER_INPUT', { message: `The ${noun} could not be read as an image` });
  }
}

/**
 * Writes a re-encoded image as `<folder>/<owner>-<random>.<ext>` under the uploads folder and returns that relative
 * path. The random part makes every upload a new file, so a cached old picture is never shown for a new one.
 */
export async function storeImage(uploadsDir: string, folder: string, owner: string, image: ReencodedImage): Promise<string> {
  const filePath = `${folder}/${owner}-${randomUUID()}.${image.type.extension}`;
  const absolutePath = join(uploadsDir, filePath);
  await mkdir(dirname(absolutePath), { recursive: true });
  await writeFile(absolutePath, image.bytes);
  return filePath;
}
