import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { encodeRgbPng, type Rgb } from './rgb-png';

/**
 * A small valid RGB PNG standing in for an order photo: a plate (disc) of `food` colour on a `table` background.
 */
export function encodeOrderPhoto(size: number, table: Rgb, food: Rgb): Buffer {
  const centre = (size - 1) / 2;
  return encodeRgbPng(size, (x, y) => {
    const distance = Math.hypot(x - centre, y - centre) / (size / 2);
    const colour: Rgb = distance < 0.55 ? food : distance < 0.8 ? [245, 245, 240] : table;
    const shade = 1 - 0.25 * (y / size);
    return [colour[0] * shade, colour[1] * shade, colour[2] * shade];
  });
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
