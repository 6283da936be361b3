import { extname } from 'node:path';
import { UBER_EATS_CALLBACK_PATH } from '../modules/uber-eats-connection';
import { adapterForSlug } from '../platforms/registry';

// Paths served as they are: the route is the path itself.
const EXACT_ROUTES = new Set([
  '/healthz',
  '/livez',
  '/readyz',
  '/metrics',
  '/graphql/kom',
  '/graphiql',
  '/cloudprnt',
  '/epson-sdp',
  UBER_EATS_CALLBACK_PATH,
]);

// Paths whose tail names one thing (a file, an order, an export): grouped under their prefix.
const PREFIX_ROUTES = ['/uploads', '/template', '/exports', '/invoices', '/simulator', '/graphql'];

/**
 * The route a request took, as a template without ids or query string, so that logs and metric labels stay few:
 * `/webhooks/{platform}` keeps the platform when it is one Comptoir knows, the web app's pages are all `web-app`.
 */
export function routeTemplate(pathname: string): string {
  if (EXACT_ROUTES.has(pathname)) return pathname;
  if (pathname.startsWith('/webhooks/')) return '/webhooks/{platform}';
  const prefix = PREFIX_ROUTES.find((route) => pathname === route || pathname.startsWith(`${route}/`));
  if (prefix) return `${prefix}/*`;
  return extname(pathname) === '' ? 'web-app' : 'web-app-file';
}

/** The platform a webhook path names, or `unknown` for a slug no adapter uses (bounded metric labels). */
export function webhookPlatform(pathname: string): string | null {
  if (!pathname.startsWith('/webhooks/')) return null;
  const slug = pathname.slice('/webhooks/'.length);
  return adapterForSlug(slug) ? slug : 'unknown';
}
