// Reading a Deliveroo Partner Hub address (docs/platforms.md#deliveroo-hub-address): the Site API names a restaurant
// by brand id + site id, and both show in the address of a restaurant's page in Partner Hub. Deliveroo documents no
// shape for that address, so this accepts the forms seen in practice and refuses anything it cannot read whole rather
// than guess an id: the server and the web wizard read it with this one function.

export type DeliverooHubIds = { brandId: string; siteId: string };

export type DeliverooHubProblem = 'HUB_URL_INVALID' | 'HUB_URL_NOT_DELIVEROO' | 'HUB_URL_NO_BRAND' | 'HUB_URL_NO_SITE';

export type DeliverooHubReading = { ok: true; ids: DeliverooHubIds } | { ok: false; problem: DeliverooHubProblem };

// Path words naming the brand and the site (Deliveroo calls a site a restaurant, a branch or a location).
const BRAND_WORDS = ['brands', 'brand'];
const SITE_WORDS = ['restaurants', 'restaurant', 'sites', 'site', 'branches', 'branch', 'locations', 'location'];
const BRAND_PARAMS = ['brand_id', 'brandId', 'brand'];
const SITE_PARAMS = ['site_id', 'siteId', 'restaurant_id', 'restaurantId', 'branch_id', 'branchId', 'location_id'];
// An id is letters, digits, '-' or '_' (numbers on Deliveroo, uuids in some markets).
const ID = /^[A-Za-z0-9_-]{1,64}$/;

// deliveroo.com, .fr, .co.uk…, or a subdomain of one: never a look-alike such as deliveroo.com.evil.test.
function isDeliverooHost(host: string): boolean {
  return /(^|\.)deliveroo\.[a-z]{2,3}(\.[a-z]{2})?$/i.test(host);
}

function fromPath(segments: readonly string[], words: readonly string[]): string | null {
  for (let index = 0; index < segments.length - 1; index += 1) {
    const word = segments[index]?.toLowerCase() ?? '';
    const next = segments[index + 1] ?? '';
    if (words.includes(word) && ID.test(next)) return next;
  }
  return null;
}

function fromQuery(params: URLSearchParams, names: readonly string[]): string | null {
  for (const name of names) {
    const value = params.get(name)?.trim();
    if (value && ID.test(value)) return value;
  }
  return null;
}

/**
 * The brand and site ids of a Partner Hub address such as
 * `https://partner-hub.deliveroo.com/brands/{brandId}/restaurants/{siteId}/orders` (also `brand/…/site/…`,
 * `…/branches/…`, `…/locations/…`, or `?brand_id=…&site_id=…`), on a deliveroo host; a problem code otherwise.
 */
export function readDeliverooHubUrl(address: string): DeliverooHubReading {
  const text = address.trim();
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return { ok: false, problem: 'HUB_URL_INVALID' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, problem: 'HUB_URL_INVALID' };
  if (!isDeliverooHost(url.hostname)) return { ok: false, problem: 'HUB_URL_NOT_DELIVEROO' };
  // Single-page apps keep their route after '#'.
  const route = `${url.pathname}/${url.hash.replace(/^#\/?/, '').split('?')[0] ?? ''}`;
  const segments = route
    .split('/')
    .filter((segment) => segment !== '')
    .map(decodeSegment);
  const hashQuery = new URLSearchParams(url.hash.split('?')[1] ?? '');
  const brandId =
    fromPath(segments, BRAND_WORDS) ?? fromQuery(url.searchParams, BRAND_PARAMS) ?? fromQuery(hashQuery, BRAND_PARAMS);
  const siteId =
    fromPath(segments, SITE_WORDS) ?? fromQuery(url.searchParams, SITE_PARAMS) ?? fromQuery(hashQuery, SITE_PARAMS);
  if (!brandId) return { ok: false, problem: 'HUB_URL_NO_BRAND' };
  if (!siteId) return { ok: false, problem: 'HUB_URL_NO_SITE' };
  return { ok: true, ids: { brandId, siteId } };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
