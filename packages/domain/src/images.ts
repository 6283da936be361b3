/**
 * Every uploaded image (order photos, dispute evidence, menu item images) goes through the server's one image pipeline,
 * with these limits (docs/security.md). 10 MB holds a phone photo at full quality; 40 megapixels is above what a phone
 * saves by default (12 to 24 MP), and decoding that many RGB pixels takes about 120 MB, so a file that claims more
 * (a "decompression bomb": a few KB declaring a huge canvas) is refused from its header, before it is decoded.
 */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * Why an image was refused: the `reason` of its BAD_USER_INPUT error, which the web app translates. IMAGE_REQUIRED is
 * a dispute sent without a photo while the order has no readable photo of its own.
 */
export const IMAGE_REFUSALS = [
  'IMAGE_TOO_LARGE',
  'IMAGE_TOO_MANY_PIXELS',
  'IMAGE_TYPE',
  'IMAGE_TYPE_MISMATCH',
  'IMAGE_UNREADABLE',
  'IMAGE_REQUIRED',
] as const;

export type ImageRefusal = (typeof IMAGE_REFUSALS)[number];

export function isImageRefusal(value: unknown): value is ImageRefusal {
  return typeof value === 'string' && (IMAGE_REFUSALS as readonly string[]).includes(value);
}
