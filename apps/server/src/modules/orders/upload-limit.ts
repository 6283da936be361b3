import { jsonResponse } from '../../http/responses';
import { MAX_ORDER_PHOTO_BYTES } from './image-type';

// Room for the multipart envelope (operations, map, part headers) around one photo at the limit.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * A multipart request too large to hold an allowed photo is answered before its body is read, so a client cannot
 * make the server buffer an arbitrarily large upload; smaller ones are checked precisely by uploadOrderFile.
 */
export function refuseOversizedUpload(request: Request): Response | null {
  if (!request.headers.get('content-type')?.toLowerCase().startsWith('multipart/form-data')) return null;
  const length = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(length) && length <= MAX_ORDER_PHOTO_BYTES + MULTIPART_OVERHEAD_BYTES) return null;
  const message = Number.isFinite(length) ? 'The photo is larger than 10 MB' : 'An upload must declare its Content-Length';
  return jsonResponse(413, { errors: [{ message, extensions: { code: 'BAD_USER_INPUT', maxBytes: MAX_ORDER_PHOTO_BYTES } }] });
}
