/**
 * The three exports (docs/api.md#exports); each is gated by the roles of the screen it exports
 * (docs/roles.md#route-table).
 */
export const EXPORT_KINDS = ['cart', 'miscItem', 'disputedOrder'] as const;

export type ExportKind = (typeof EXPORT_KINDS)[number];

type ExportKindFacts = {
  /** The route whose role list gates the export, as it gates the screen. */
  routeId: string;
  /** The file under /exports/ and the start of the downloaded file's name. */
  slug: string;
};

export const EXPORT_KIND_FACTS: Record<ExportKind, ExportKindFacts> = {
  cart: { routeId: 'history', slug: 'orders' },
  miscItem: { routeId: 'vatItems', slug: 'misc-items' },
  disputedOrder: { routeId: 'disputes', slug: 'disputed-orders' },
};
