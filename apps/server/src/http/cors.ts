import type { CORSOptions } from 'graphql-yoga';

/**
 * The API's CORS answer: none — a browser then lets only Comptoir's own pages read it — unless the request comes from
 * an origin CORS_ORIGINS lists (docs/security.md). Only that origin is named, never echoed from an unlisted request,
 * and no credentials are allowed: the API reads a bearer header, not cookies.
 */
export function corsForOrigins(allowedOrigins: readonly string[]): (request: Request) => CORSOptions {
  return (request) => {
    const origin = request.headers.get('origin');
    if (origin === null || !allowedOrigins.includes(origin)) return false;
    return {
      origin: [origin],
      methods: ['GET', 'POST'],
      allowedHeaders: ['authorization', 'content-type', 'x-switch-user'],
      credentials: false,
      maxAge: 600,
    };
  };
}
