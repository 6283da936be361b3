import type { SignedInContext } from '../../context/types';
import type { ExportFilterFacts } from './export-filter-facts';
import type { ExportFilter } from './export-token';
import type { ExportLabels } from './labels/export-labels';
import type { XlsxStream } from './xlsx-stream';

/** What writing one export needs: the viewer judged again at download time, its filter, and where to write. */
export type ExportJob = {
  context: SignedInContext;
  xlsx: XlsxStream;
  filter: ExportFilter;
  facts: ExportFilterFacts;
  /** The viewer's currency (docs/product.md#currency: EUR when the account has none). */
  currency: string;
  /** The words of the file, in the language of the account that asked for it (docs/product.md#documents). */
  labels: ExportLabels;
  now: Date;
};
