import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { PNG_SIGNATURE, pngChunk } from '../../lib/png-chunks';

export type Rgb = readonly [number, number, number];

/**
 * A small valid RGB PNG standing in for an order photo: a plate (disc) of `food` colour on a `table` background.
 * Written by hand with node:zlib so the demo needs no image library and no network.
 */
export function encodeOrderPhoto(size: number, table: Rgb, food: Rgb): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: truecolour
  const rowLength = 1 + size * 3;
  const pixels = Buffer.alloc(rowLength * size);
  const centre = (size - 1) / 2;
  for (let y = 0; y < size; y += 1) {
    pixels[y * rowLength] = 0; // filter: none
    for (let x = 0; x < size; x += 1) {
      const distance = Math.hypot(x - centre, y - centre) / (size / 2);
      const colour: Rgb = distance < 0.55 ? food : distance < 0.8 ? [245, 245, 240] : table;
      const shade = 1 - 0.25 * (y / size);
      const offset = y * rowLength + 1 + x * 3;
      pixels[offset] = Math.round(colour[0] * shade);
      pixels[offset + 1] = Math.round(colour[1] * shade);
      pixels[offset + 2] = Math.round(colour[2] * shade);
    }
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const TABLES: readonly Rgb[] = [
  [120, 85, 60],
  [90, 90, 95],
  [150, 110, 75],
];
const FOODS: readonly Rgb[] = [
  [190, 120, 50],
  [200, 60, 40],
  [220, 180, 90],
  [110, 150, 70],
];

/** Path of a cart's photo, relative to DATA_DIR/uploads (what cart_images.file_path stores). */
function cartPhotoPath(cartUuid: string): string {
  return `carts/${cartUuid}.png`;
}

export function writeCartPhoto(uploadsDir: string, cartUuid: string, index: number): string {
  const relativePath = cartPhotoPath(cartUuid);
  const absolutePath = join(uploadsDir, relativePath);
  mkdirSync(join(uploadsDir, 'carts'), { recursive: true });
  const table = TABLES[index % TABLES.length] ?? [0, 0, 0];
  const food = FOODS[index % FOODS.length] ?? [0, 0, 0];
  writeFileSync(absolutePath, encodeOrderPhoto(64, table, food));
  return relativePath;
}
