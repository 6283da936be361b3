// The few parts of the POSIX tar format (ustar) a backup needs: regular files only, read and written whole, so an
// operator can list or unpack a backup with `tar` (docs/deployment.md#backup).
const BLOCK = 512;

export type TarEntry = { path: string; data: Uint8Array };

function writeField(header: Uint8Array, offset: number, length: number, value: string): void {
  const bytes = new TextEncoder().encode(value);
  if (bytes.length > length) throw new Error(`tar: "${value}" does not fit in ${length} bytes`);
  header.set(bytes, offset);
}

function octal(value: number, length: number): string {
  return value.toString(8).padStart(length - 1, '0');
}

// ustar keeps a path over 100 bytes as a prefix (up to 155 bytes, ending at a slash) and a name.
function splitPath(path: string): [prefix: string, name: string] {
  if (Buffer.byteLength(path) <= 100) return ['', path];
  const cut = path.lastIndexOf('/', 155);
  if (cut <= 0 || Buffer.byteLength(path.slice(cut + 1)) > 100) throw new Error(`tar: the path ${path} is too long`);
  return [path.slice(0, cut), path.slice(cut + 1)];
}

function header(entry: TarEntry, mtime: number): Uint8Array {
  const block = new Uint8Array(BLOCK);
  const [prefix, name] = splitPath(entry.path);
  writeField(block, 0, 100, name);
  writeField(block, 100, 8, octal(0o600, 8));
  writeField(block, 108, 8, octal(0, 8));
  writeField(block, 116, 8, octal(0, 8));
  writeField(block, 124, 12, octal(entry.data.length, 12));
  writeField(block, 136, 12, octal(mtime, 12));
  writeField(block, 148, 8, ' '.repeat(8));
  writeField(block, 156, 1, '0');
  writeField(block, 257, 8, 'ustar\u000000');
  writeField(block, 345, 155, prefix);
  const checksum = block.reduce((sum, byte) => sum + byte, 0);
  writeField(block, 148, 8, `${octal(checksum, 7)}\u0000`);
  return block;
}

export function writeTar(entries: readonly TarEntry[], now = new Date()): Uint8Array {
  const mtime = Math.floor(now.getTime() / 1000);
  const size = entries.reduce((total, entry) => total + BLOCK + Math.ceil(entry.data.length / BLOCK) * BLOCK, 0);
  // Two zero blocks end the archive.
  const archive = new Uint8Array(size + 2 * BLOCK);
  let offset = 0;
  for (const entry of entries) {
    archive.set(header(entry, mtime), offset);
    archive.set(entry.data, offset + BLOCK);
    offset += BLOCK + Math.ceil(entry.data.length / BLOCK) * BLOCK;
  }
  return archive;
}

function readField(block: Uint8Array, offset: number, length: number): string {
  const field = block.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return new TextDecoder().decode(end === -1 ? field : field.subarray(0, end));
}

/** The regular files of a tar archive; anything else (directories, links) is skipped. */
export function readTar(archive: Uint8Array): TarEntry[] {
  const entries: TarEntry[] = [];
  for (let offset = 0; offset + BLOCK <= archive.length;) {
    const block = archive.subarray(offset, offset + BLOCK);
    if (block.every((byte) => byte === 0)) break;
    const size = Number.parseInt(readField(block, 124, 12).trim() || '0', 8);
    const type = readField(block, 156, 1);
    const prefix = readField(block, 345, 155);
    const name = readField(block, 0, 100);
    if (!Number.isFinite(size) || offset + BLOCK + size > archive.length) throw new Error('tar: truncated archive');
    if (type === '0' || type === '')
      entries.push({
        path: prefix ? `${prefix}/${name}` : name,
        data: archive.slice(offset + BLOCK, offset + BLOCK + size),
      });
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  return entries;
}
