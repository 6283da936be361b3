import { eq } from 'drizzle-orm';
import { cleanImage, storeImage } from '../../modules/uploads';
import type { Db } from '../client';
import { companies } from '../schema';
import { encodeRgbPng, type Rgb } from './rgb-png';
import type { DemoSeedContext } from './seed-context';

const GROUND: Rgb = [255, 244, 230];
const BUN: Rgb = [230, 140, 40];
const SALAD: Rgb = [90, 160, 60];
const PATTY: Rgb = [110, 55, 30];

/** The layer of a burger drawn at height `v` (0 top, 1 bottom) of the emblem's disc. */
function layerAt(v: number): Rgb {
  if (v < 0.42) return BUN;
  if (v < 0.5) return SALAD;
  if (v < 0.66) return PATTY;
  return BUN;
}

/**
 * Demo Burger Co's logo, drawn by hand like the order photos (no image library, no network): a burger in a disc, so
 * that the top bar and the runner display show a company logo in the demo (docs/demo-data.md#companies).
 */
function drawDemoLogo(size: number): Buffer {
  const centre = (size - 1) / 2;
  return encodeRgbPng(size, (x, y) =>
    Math.hypot(x - centre, y - centre) < size * 0.42 ? layerAt((y - size * 0.08) / (size * 0.84)) : GROUND,
  );
}

/** Gives the demo burger company its logo, through the upload pipeline; nothing without an uploads folder. */
export async function insertDemoLogo(db: Db, context: DemoSeedContext): Promise<void> {
  if (context.uploadsDir === undefined) return;
  const image = await cleanImage(new Uint8Array(drawDemoLogo(192)), 'companyLogo', 'image/png');
  const picture = await storeImage(context.uploadsDir, 'companyLogo', String(context.companyIds.burger), image);
  await db.update(companies).set({ picture }).where(eq(companies.id, context.companyIds.burger));
}
