import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeOrderPhoto } from './photos';

function readChunks(png: Buffer): Array<{ type: string; data: Buffer }> {
  const chunks: Array<{ type: string; data: Buffer }> = [];
  let offset = 8;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    chunks.push({
      type: png.subarray(offset + 4, offset + 8).toString('ascii'),
      data: png.subarray(offset + 8, offset + 8 + length),
    });
    offset += 12 + length;
  }
  return chunks;
}

describe('order photo PNG', () => {
  it('is a well-formed RGB image whose centre shows the food colour', () => {
    const png = encodeOrderPhoto(16, [10, 20, 30], [200, 100, 50]);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const chunks = readChunks(png);
    expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const header = chunks[0]?.data ?? Buffer.alloc(0);
    expect([header.readUInt32BE(0), header.readUInt32BE(4), header[8], header[9]]).toEqual([16, 16, 8, 2]);
    const pixels = inflateSync(chunks[1]?.data ?? Buffer.alloc(0));
    expect(pixels.length).toBe(16 * (1 + 16 * 3));
    // Row 0 starts with the table colour; the middle pixel is food (shaded by the row's light gradient).
    expect([pixels[1], pixels[2], pixels[3]]).toEqual([10, 20, 30]);
    const middle = 8 * (1 + 16 * 3) + 1 + 8 * 3;
    expect(pixels[middle]).toBeGreaterThan(150);
  });
});
