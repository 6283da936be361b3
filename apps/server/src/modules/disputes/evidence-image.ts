import { reencodeImage, storeImage, type ReencodedImage } from '../orders/reencode-image';

export const EVIDENCE_FOLDER = 'disputes';

/** Evidence goes through the shared image pipeline (size, sniffed type, re-encoded without EXIF). */
export function reencodeEvidence(file: File): Promise<ReencodedImage> {
  return reencodeImage(file, 'photo');
}

/** Writes evidence under DATA_DIR/uploads/disputes/; returns its path relative to the uploads folder. */
export function storeEvidence(uploadsDir: string, disputeUuid: string, evidence: ReencodedImage): Promise<string> {
  return storeImage(uploadsDir, EVIDENCE_FOLDER, disputeUuid, evidence);
}
