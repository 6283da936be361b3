import { MAX_IMAGE_BYTES } from '@comptoir/domain';

// The server checks the bytes; these checks only spare the operator a round trip for an obvious mistake.
const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const EVIDENCE_ACCEPT = ACCEPTED_TYPES.join(',');

export type EvidenceProblem = 'photoRequired' | 'photoType' | 'photoTooLarge';

/** What is wrong with the evidence about to be sent, or null: a chosen file, else the order's own photo. */
export function evidenceProblem(file: File | null, hasOrderPhoto: boolean): EvidenceProblem | null {
  if (!file) return hasOrderPhoto ? null : 'photoRequired';
  if (!ACCEPTED_TYPES.includes(file.type)) return 'photoType';
  if (file.size > MAX_IMAGE_BYTES) return 'photoTooLarge';
  return null;
}
