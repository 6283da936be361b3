import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { AppError } from '../../errors';
import { MAX_ORDER_PHOTO_BYTES, sniffImageType, type ImageType } from '../orders/image-type';

// A decompression bomb (a few KB declaring a huge canvas) is refused before it is decoded: 40 MP is above any phone photo.
const MAX_EVIDENCE_PIXELS = 40_000_000;
// SPEC §9: photos at quality 90.
const QUALITY = 90;

export const EVIDENCE_FOLDER = 'disputes';

/**
 * Checks an evidence upload as order photos are checked (size, then the bytes' real type: JPEG, PNG or WebP — an SVG,
 * script or not, is none of them), then decodes and re-encodes it: the stored file keeps only pixels, without EXIF
 * (location, device), comments or anything appended after the image data.
 */
export async function reencodeEvidence(file: File): Promise<{ bytes: Buffer; type: ImageType }> {
  if (file.size > MAX_ORDER_PHOTO_BYTES) {
    throw new AppError('BAD_USER_INPUT', { message: 'The photo is larger than 10 MB', details: { maxBytes: MAX_ORDER_PHOTO_BYTES } });
  }
  const input = new Uint8Array(await file.arrayBuffer());
  const type = sniffImageType(input);
  if (!type) throw new AppError('BAD_USER_INPUT', { message: 'The photo must be a JPEG, PNG or WebP image' });
  try {
    // rotate() applies the EXIF orientation to the pixels before the metadata is dropped, so the photo stays upright.
    const image = sharp(input, { limitInputPixels: MAX_EVIDENCE_PIXELS, failOn: 'error' }).rotate();
    const encoded =
      type.extension === 'png' ? image.png() : type.extension === 'webp' ? image.webp({ quality: QUALITY }) : image.jpeg({ quality: QUALITY, mozjpeg: true });
    return { bytes: await encoded.toBuffer(), type };
  } catch {
    throw new AppError('BAD_USER_INPUT', { message: 'The photo could not be read as an image' });
  }
}

/** Writes evidence under DATA_DIR/uploads/disputes/; returns its path relative to the uploads folder. */
export async function storeEvidence(uploadsDir: string, disputeUuid: string, evidence: { bytes: Buffer; type: ImageType }): Promise<string> {
  const filePath = `${EVIDENCE_FOLDER}/${disputeUuid}-${randomUUID()}.${evidence.type.extension}`;
  const absolutePath = join(uploadsDir, filePath);
  await mkdir(dirname(absolutePath), { recursive: true });
  await writeFile(absolutePath, evidence.bytes);
  return filePath;
}
