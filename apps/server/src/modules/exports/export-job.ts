import type { SignedInContext } from '../../context/types';
import type { ExportFilterFacts } from './export-filter-facts';
import type { ExportFilter } from './export-token';
import type { XlsxStream } from './xlsx-stream';

/** What writing one export needs: the viewer judged again at download time, its filter, and where to write. */
export type ExportJob = {
  context: SignedInContext;
  xlsx: XlsxStream;
  filter: ExportFilter;
  facts: ExportFilterFacts;
  /** The viewer's currency (SPEC §1: EUR when the account has none). */
  currency: string;
  now: Date;
};
