/**
 * docs/disputes.md#problems: what the customer complained of, as one of Comptoir's kinds whatever the platform's
 * wording, so every screen and export names it in the reader's language. Each platform spells its own: Uber Eats
 * `MISSING_ITEM`, Just Eat `MissingItems`, Deliveroo "Missing item".
 */
export const DISPUTE_PROBLEMS = ['MISSING_ITEM', 'WRONG_ITEM', 'QUALITY', 'COLD', 'DAMAGED', 'LATE'] as const;
export type DisputeProblem = (typeof DISPUTE_PROBLEMS)[number];

// Keys are the platform's words with case, spaces, dashes and underscores taken away.
const PLATFORM_WORDING: Readonly<Record<string, DisputeProblem>> = {
  missingitem: 'MISSING_ITEM',
  missingitems: 'MISSING_ITEM',
  wrongitem: 'WRONG_ITEM',
  wrongitems: 'WRONG_ITEM',
  incorrectitem: 'WRONG_ITEM',
  incorrectitems: 'WRONG_ITEM',
  qualityissue: 'QUALITY',
  foodquality: 'QUALITY',
  poorquality: 'QUALITY',
  cold: 'COLD',
  coldfood: 'COLD',
  damaged: 'DAMAGED',
  damageditem: 'DAMAGED',
  damageditems: 'DAMAGED',
  late: 'LATE',
  latedelivery: 'LATE',
};

/** The kind of a platform's problem text; null for one Comptoir does not know, shown as the platform wrote it. */
export function disputeProblemOf(platformText: string | null | undefined): DisputeProblem | null {
  if (!platformText) return null;
  return PLATFORM_WORDING[platformText.toLowerCase().replace(/[\s_-]+/g, '')] ?? null;
}
