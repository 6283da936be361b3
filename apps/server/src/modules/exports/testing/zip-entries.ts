import { inflateRawSync } from 'node:zlib';

/**
 * The files of a zip archive by name, as text: an .xlsx read back part by part. Only what the workbooks written here
 * use: one central directory at the end, entries stored or deflated.
 */
export function zipEntries(zip: Buffer): Map<string, string> {
  const entries = new Map<string, string>();
  const end = zip.lastIndexOf(Buffer.from('PK\x05\x06', 'latin1'));
  let at = zip.readUInt32LE(end + 16);
  for (let count = zip.readUInt16LE(end + 10); count > 0; count -= 1) {
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const local = zip.readUInt32LE(at + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + zip.readUInt32LE(at + 20));
    entries.set(name.replace(/^\//, ''), (zip.readUInt16LE(at + 10) === 8 ? inflateRawSync(data) : data).toString());
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}
