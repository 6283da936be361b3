import { MAX_IMAGE_BYTES } from '@comptoir/domain';
import { jsonResponse } from '../../http/responses';

// Room for the multipart envelope (operations, map, part headers) around one image at the limit.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * A multipart request too large to hold an allowed image is answered before its body is read, so a client cannot
 * make the server buffer an arbitrarily large upload; smaller ones are checked precisely by the image pipeline.
 */
export function refuseOversizedUpload(request: Request): Response | null {
  if (!request.headers.get('content-type')?.toLowerCase().startsWith('multipart/form-data')) return null;
  const length = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(length) && length <= MAX_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES) return null;
  if (!Number.isFinite(length)) {
    return jsonResponse(413, {
      errors: [
        {
          message: 'An upload must declare its Content-Length',
          extensions: { code: 'BAD_USER_INPUT', maxBytes: MAX_IMAGE_BYTES },
        },
      ],
    });
  }
  const message = `The image is larger than ${MAX_IMAGE_BYTES / (1024 * 1024)} MB`;
  return jsonResponse(413, {
    errors: [{ message, extensions: { code: 'BAD_USER_INPUT', reason: 'IMAGE_TOO_LARGE', maxBytes: MAX_IMAGE_BYTES } }],
  });
}
