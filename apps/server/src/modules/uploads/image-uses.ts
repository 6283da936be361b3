/** What an uploaded image is for: where it is stored under DATA_DIR/uploads, and how large it is kept. */
export type ImageUse = 'orderPhoto' | 'disputeEvidence' | 'menuItem' | 'companyLogo';

type ImageUseProfile = {
  /**
   * Folder under DATA_DIR/uploads; `menus/` is served to anyone (serve-upload.ts), the others to their company only.
   */
  folder: string;
  /** Longest side of the stored image, in pixels: a larger picture is scaled down, a smaller one kept as it is. */
  maxSide: number;
};

// 2048 px shows every detail of a packed order on a tablet or to a platform's support; 1920 px is the largest size
// the delivery platforms ask for a dish picture. Both keep stored files around a few hundred KB.
export const IMAGE_USES: Record<ImageUse, ImageUseProfile> = {
  orderPhoto: { folder: 'carts', maxSide: 2048 },
  disputeEvidence: { folder: 'disputes', maxSide: 2048 },
  menuItem: { folder: 'menus', maxSide: 1920 },
  // A logo is shown at most 56 px high (top bar, runner display, invoice header): 512 px is sharp on any screen.
  companyLogo: { folder: 'logos', maxSide: 512 },
};
