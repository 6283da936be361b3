import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, type ImageRefusal } from '@comptoir/domain';
import pLimit from 'p-limit';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../errors';
import { declaredTypeMatches, sniffImageType } from './image-type';
import { IMAGE_USES, type ImageUse } from './image-uses';

/** What the pipeline stores: always a fresh JPEG, whatever came in. */
export type CleanImage = { bytes: Buffer; extension: 'jpg'; width: number; height: number };

// Photos are taken at quality 90; re-encoding at the same quality keeps them as sharp.
const JPEG_QUALITY = 90;
const MAX_MEGABYTES = MAX_IMAGE_BYTES / (1024 * 1024);
const MAX_MEGAPIXELS = MAX_IMAGE_PIXELS / 1_000_000;
// A decode of the largest accepted image holds about 120 MB of pixels: a burst of uploads waits its turn instead of
// multiplying that, and the server's memory stays bounded whatever the number of tablets uploading at once.
const DECODING = pLimit(2);

export function refuseImage(reason: ImageRefusal, message: string, details: Record<string, unknown> = {}): AppError {
  return new AppError('BAD_USER_INPUT', { message, details: { reason, ...details } });
}

function tooLarge(): AppError {
  return refuseImage('IMAGE_TOO_LARGE', `The image is larger than ${MAX_MEGABYTES} MB`, { maxBytes: MAX_IMAGE_BYTES });
}

function unreadable(): AppError {
  return refuseImage('IMAGE_UNREADABLE', 'The file could not be read as an image');
}

/** An uploaded file through the pipeline; its size is checked before it is read into memory. */
export async function cleanUpload(file: File, use: ImageUse): Promise<CleanImage> {
  if (file.size > MAX_IMAGE_BYTES) throw tooLarge();
  return cleanImage(new Uint8Array(await file.arrayBuffer()), use, file.type);
}

/**
 * The one image pipeline (docs/security.md): the bytes must be a JPEG, PNG or WebP (sniffed, and agreeing with the
 * declared type), at most MAX_IMAGE_BYTES and MAX_IMAGE_PIXELS — the pixels read from the header, before anything is
 * decoded. The image is then decoded, turned upright by its EXIF orientation, scaled down to the use's size, flattened
 * on white and encoded as a new JPEG: no EXIF, GPS, XMP, ICC profile (colours are converted to sRGB) or comment of the
 * original survives, nor anything appended after its image data. A refusal is a BAD_USER_INPUT with a `reason`.
 */
export async function cleanImage(input: Uint8Array, use: ImageUse, declaredType = ''): Promise<CleanImage> {
  if (input.byteLength > MAX_IMAGE_BYTES) throw tooLarge();
  const type = sniffImageType(input);
  if (!type) throw refuseImage('IMAGE_TYPE', 'The image must be a JPEG, PNG or WebP image');
  if (!declaredTypeMatches(declaredType, type)) {
    throw refuseImage(
      'IMAGE_TYPE_MISMATCH',
      `The file is sent as ${declaredType} but is a ${type.format.toUpperCase()} image`,
    );
  }
  await checkHeader(input, type.format);
  const { maxSide } = IMAGE_USES[use];
  try {
    // limitInputPixels again, in case a decoder reads larger dimensions than the header gave.
    const { data, info } = await DECODING(() =>
      sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
        .rotate()
        .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
        .toBuffer({ resolveWithObject: true }),
    );
    return { bytes: data, extension: 'jpg', width: info.width, height: info.height };
  } catch {
    throw unreadable();
  }
}

// Reads only the header (libvips opens images lazily, and without a pixel limit here it does not refuse on its own), so
// a huge canvas is refused without its pixels ever being allocated.
async function checkHeader(input: Uint8Array, format: string): Promise<void> {
  let header: Metadata;
  try {
    header = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  // The decoder libvips picked must be the one the bytes were sniffed as: no other format is ever decoded.
  if (header.format !== format) throw refuseImage('IMAGE_TYPE', 'The image must be a JPEG, PNG or WebP image');
  // Read with the same defaults as the decoding: the first frame of an animated WebP, as stored (before rotation).
  if (header.width * header.height > MAX_IMAGE_PIXELS) {
    throw refuseImage('IMAGE_TOO_MANY_PIXELS', `The image is larger than ${MAX_MEGAPIXELS} megapixels`, {
      maxPixels: MAX_IMAGE_PIXELS,
    });
  }
}
