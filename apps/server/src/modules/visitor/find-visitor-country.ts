import type { GraphQLContext } from '../../context/types';

type CountryLookup = (address: string) => string | null;

let lookupPromise: Promise<CountryLookup> | undefined;

// geoip-country ships MaxMind GeoLite2 country data (~8 MB, no download at install or run time), so the
// lookup works offline; it is loaded on first use because reading its tables takes a moment and some memory.
function loadLookup(): Promise<CountryLookup> {
  lookupPromise ??= import('geoip-country').then(
    ({ default: geoip }) =>
      (address) =>
        geoip.lookup(address)?.country ?? null,
  );
  return lookupPromise;
}

/** ISO 3166 alpha-2 country of the caller (language guess, docs/product.md#languages), or null when unknown. */
export async function findVisitorCountry(context: GraphQLContext): Promise<string | null> {
  const header = context.config.countryHeader;
  const fromProxy = header ? context.request.headers.get(header)?.trim().toUpperCase() : undefined;
  // Cloudflare sends XX for unknown and T1 for Tor: neither is a country.
  if (fromProxy && /^[A-Z]{2}$/.test(fromProxy) && fromProxy !== 'XX' && fromProxy !== 'T1') return fromProxy;
  const lookup = await loadLookup();
  return lookup(context.clientAddress);
}
