import { once } from 'node:events';
import { createDeflate, deflateSync } from 'node:zlib';
import { PNG_SIGNATURE, pngChunk } from '../../../lib/png-chunks';
import sharp from 'sharp';

// Images for the pipeline's tests, made in the test (no binary fixtures): each carries marked text where a real file
// would carry something private, so a test can look for the marks in what is stored.
export const MARKS = {
  owner: 'OWNER-SECRET',
  gps: 'GPS-SECRET-DATUM',
  xmp: 'XMP-SECRET',
  comment: 'COMMENT-SECRET',
  text: 'PNG-TEXT-SECRET',
};

export const HTML = '<html><body><script>alert(document.cookie)</script></body></html>';

const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description>${MARKS.xmp}</rdf:Description></rdf:RDF></x:xmpmeta>`;

/**
 * A phone-like JPEG: EXIF naming its owner with a GPS position, XMP, a Display P3 ICC profile, a comment, and EXIF
 * orientation 6 (stored sideways: `width`×`height` on disk, shown `height`×`width`).
 */
export async function aCameraJpeg(width = 64, height = 48): Promise<Buffer> {
  const jpeg = await sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: MARKS.owner },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2400/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 300/100',
        GPSMapDatum: MARKS.gps,
      },
    })
    .withXmp(XMP)
    .withIccProfile('p3')
    .toBuffer();
  // withMetadata keeps all of the above and sets the orientation.
  const oriented = await sharp(jpeg).withMetadata({ orientation: 6 }).jpeg().toBuffer();
  return withJpegComment(oriented, MARKS.comment);
}

// A COM segment right after the start-of-image marker, as some cameras and editors write one.
function withJpegComment(jpeg: Buffer, comment: string): Buffer {
  const text = Buffer.from(comment, 'ascii');
  const header = Buffer.from([0xff, 0xfe, 0, 0]);
  header.writeUInt16BE(text.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), header, text, jpeg.subarray(2)]);
}

export function withHtmlAppended(image: Uint8Array): Buffer {
  return Buffer.concat([image, Buffer.from(HTML)]);
}

/** The first half of an image: its header is whole, its pixels are not. */
export function truncated(image: Uint8Array): Buffer {
  return Buffer.from(image.subarray(0, Math.floor(image.length / 2)));
}

export async function aNoisyImage(format: 'jpeg' | 'png' | 'webp', width = 400, height = 300): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .toFormat(format)
    .toBuffer();
}

function pngHeader(width: number, height: number, bitDepth: number, colourType: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(bitDepth, 8);
  header.writeUInt8(colourType, 9);
  return pngChunk('IHDR', header);
}

/** An 8×8 RGB PNG with a tEXt chunk (PNG's own metadata). */
export function aPngWithText(): Buffer {
  const rows = Buffer.alloc(8 * (1 + 8 * 3), 0x80);
  for (let row = 0; row < 8; row += 1) rows[row * (1 + 8 * 3)] = 0;
  const text = pngChunk('tEXt', Buffer.from(`Comment\0${MARKS.text}`, 'latin1'));
  return Buffer.concat([
    PNG_SIGNATURE,
    pngHeader(8, 8, 8, 2),
    text,
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG header claiming `width`×`height` pixels, followed by a few bytes that are no image data at all. */
export function aPngHeaderOnly(width: number, height: number): Buffer {
  return Buffer.concat([
    PNG_SIGNATURE,
    pngHeader(width, height, 8, 2),
    pngChunk('IDAT', deflateSync(Buffer.alloc(16))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A real decompression bomb: a valid all-black 1-bit grayscale PNG of `width`×`height` pixels, about 110 KB at
 * 30000×30000, that would take 900 MB once decoded. The rows are compressed as a stream, so making it stays small too.
 */
export async function aPngBomb(width: number, height: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const compressed: Buffer[] = [];
  deflate.on('data', (part: Buffer) => compressed.push(part));
  const row = Buffer.alloc(1 + Math.ceil(width / 8));
  for (let y = 0; y < height; y += 1) deflate.write(row);
  deflate.end();
  await once(deflate, 'end');
  return Buffer.concat([
    PNG_SIGNATURE,
    pngHeader(width, height, 1, 0),
    pngChunk('IDAT', Buffer.concat(compressed)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
