import { PLATFORMS } from '@comptoir/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Viewer } from '../../context/types';
import type { Db } from '../../db/client';
import { companies, restaurants } from '../../db/schema';
import { companiesInScope, restaurantsInScope } from '../tenancy';
import type { ExportFilter } from './export-token';

export type ExportFilterFacts = {
  /** Titles of the chosen restaurants the viewer may see; empty when none was chosen (every store). */
  stores: string[];
  platforms: string[];
  /** The chosen company's name, when the viewer may see it. */
  company: string | null;
};

/** What the filter names, in words, as far as the viewer's scope goes: never the name of another company's store. */
export async function describeExportFilter(db: Db, viewer: Viewer, filter: ExportFilter): Promise<ExportFilterFacts> {
  const [stores, company] = await Promise.all([
    filter.restaurants.length === 0
      ? []
      : db
          .select({ title: restaurants.title })
          .from(restaurants)
          .where(and(restaurantsInScope(viewer), inArray(restaurants.uuid, filter.restaurants)))
          .orderBy(asc(restaurants.title)),
    filter.company === null
      ? []
      : db
          .select({ name: companies.name })
          .from(companies)
          .where(and(companiesInScope(viewer), eq(companies.id, filter.company))),
  ]);
  return {
    stores: stores.map((store) => store.title),
    platforms: filter.platforms.map((code) => PLATFORMS[code].label),
    company: company[0]?.name ?? null,
  };
}
