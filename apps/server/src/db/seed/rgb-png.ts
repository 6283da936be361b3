import { deflateSync } from 'node:zlib';
import { PNG_SIGNATURE, pngChunk } from '../../lib/png-chunks';

export type Rgb = readonly [number, number, number];

/**
 * A square truecolour PNG whose pixel (x, y) is `colourAt(x, y)`; the demo's order photos and logo are drawn this way,
 * with node:zlib alone, so the demo needs no image library and no network.
 */
export function encodeRgbPng(size: number, colourAt: (x: number, y: number) => Rgb): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: truecolour
  const rowLength = 1 + size * 3;
  const pixels = Buffer.alloc(rowLength * size);
  for (let y = 0; y < size; y += 1) {
    pixels[y * rowLength] = 0; // filter: none
    for (let x = 0; x < size; x += 1) {
      const colour = colourAt(x, y);
      const offset = y * rowLength + 1 + x * 3;
      pixels[offset] = Math.round(colour[0]);
      pixels[offset + 1] = Math.round(colour[1]);
      pixels[offset + 2] = Math.round(colour[2]);
    }
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
