import type { PlatformConnections } from '../platform-config';
import { readClientOf } from '../outbound/platform-client';

// docs/platforms.md#connecting: the restaurant links Comptoir in Partner Hub → Integrations, then Comptoir checks the
// brand + site pair with the Site API, at once (a read, not a queued change).

/**
 * What the Site API says of a brand + site: 'found'; 'notFound' (404: unknown site, or a site of another brand);
 * 'notLinked' (403: the site exists but did not enable Comptoir's integration, our reading of a refusal Deliveroo does
 * not document); 'unreachable' (no answer, 5xx, Comptoir's own credentials refused, or anything else).
 */
export type DeliverooSiteLookup =
  { kind: 'found' } | { kind: 'notFound' } | { kind: 'notLinked' } | { kind: 'unreachable'; message: string };

export type SiteLookupDeps = { platforms: PlatformConnections; fetch?: typeof fetch };

export async function lookUpDeliverooSite(
  deps: SiteLookupDeps,
  brandId: string,
  siteId: string,
): Promise<DeliverooSiteLookup> {
  const path = `/site/v1/brands/${encodeURIComponent(brandId)}/sites/${encodeURIComponent(siteId)}`;
  try {
    const response = await readClientOf(deps.platforms, deps.fetch).request('PLATFORM_DELIVEROO', {
      method: 'GET',
      path,
    });
    if (response.status >= 200 && response.status < 300) return { kind: 'found' };
    if (response.status === 404) return { kind: 'notFound' };
    if (response.status === 403) return { kind: 'notLinked' };
    return { kind: 'unreachable', message: `Deliveroo answered ${response.status} to the site lookup` };
  } catch (error) {
    return { kind: 'unreachable', message: error instanceof Error ? error.message : String(error) };
  }
}
