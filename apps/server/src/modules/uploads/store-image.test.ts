import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readStoredImage, removeStoredImage, storeImage } from './store-image';

const image = { bytes: Buffer.from('pretend these are JPEG bytes'), extension: 'jpg' as const, width: 1, height: 1 };

describe('storeImage', () => {
  const umask = process.umask();
  afterEach(() => {
    process.umask(umask);
  });

  it('writes owner-only files in owner-only folders even under a permissive umask, and leaves nothing else', async () => {
    process.umask(0);
    const uploadsDir = mkdtempSync(join(tmpdir(), 'comptoir-store-image-'));
    const filePath = await storeImage(uploadsDir, 'disputeEvidence', 'dispute-1', image);
    expect(filePath).toMatch(/^disputes\/dispute-1-[0-9a-f-]{36}\.jpg$/);
    expect(statSync(join(uploadsDir, filePath)).mode & 0o777).toBe(0o600);
    expect(statSync(join(uploadsDir, 'disputes')).mode & 0o777).toBe(0o700);
    expect(readFileSync(join(uploadsDir, filePath))).toEqual(image.bytes);
    // No temporary file is left beside it.
    expect(readdirSync(join(uploadsDir, 'disputes'))).toEqual([filePath.slice('disputes/'.length)]);

    expect(await readStoredImage(uploadsDir, filePath)).toEqual(image.bytes);
    await removeStoredImage(uploadsDir, filePath);
    expect(readdirSync(join(uploadsDir, 'disputes'))).toEqual([]);
    expect(await readStoredImage(uploadsDir, filePath)).toBeNull();
  });

  it('puts each use in its own folder, under a new name every time', async () => {
    const uploadsDir = mkdtempSync(join(tmpdir(), 'comptoir-store-image-'));
    const first = await storeImage(uploadsDir, 'orderPhoto', 'cart', image);
    const second = await storeImage(uploadsDir, 'orderPhoto', 'cart', image);
    expect(first).toMatch(/^carts\/cart-/);
    expect(second).not.toBe(first);
    expect(await storeImage(uploadsDir, 'menuItem', '7', image)).toMatch(/^menus\/7-/);
  });
});
