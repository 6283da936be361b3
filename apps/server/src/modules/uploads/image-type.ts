export type ImageType = { format: 'jpeg' | 'png' | 'webp'; contentType: 'image/jpeg' | 'image/png' | 'image/webp' };

const JPEG: ImageType = { format: 'jpeg', contentType: 'image/jpeg' };
const PNG: ImageType = { format: 'png', contentType: 'image/png' };
const WEBP: ImageType = { format: 'webp', contentType: 'image/webp' };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, expected: readonly number[], offset = 0): boolean {
  return expected.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(text: string): number[] {
  return [...text].map((character) => character.charCodeAt(0));
}

/** The image type the bytes really are (a file's name and declared type are the sender's word, not proof). */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return JPEG;
  if (startsWith(bytes, PNG_SIGNATURE)) return PNG;
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return WEBP;
  return null;
}

// Names some browsers and camera apps give JPEG; the rest are the registered types.
const DECLARED_TYPES: Record<string, ImageType> = {
  'image/jpeg': JPEG,
  'image/jpg': JPEG,
  'image/pjpeg': JPEG,
  'image/png': PNG,
  'image/webp': WEBP,
};

/**
 * Whether the content type a client declared for the file agrees with its bytes. No type, or the generic
 * `application/octet-stream` that some camera apps send, declares nothing; any other type must be the sniffed one.
 */
export function declaredTypeMatches(declared: string, actual: ImageType): boolean {
  const type = declared.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === '' || type === 'application/octet-stream') return true;
  return DECLARED_TYPES[type] === actual;
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export function contentTypeOfPath(path: string): string {
  const extension = path.split('.').pop()?.toLowerCase() ?? '';
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
