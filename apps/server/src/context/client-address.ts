import type { AppConfig } from '../config';

export type ServerContext = {
  req?: { socket?: { remoteAddress?: string | undefined } };
  /** Tests calling `app.fetch` directly may pose as a given client address. */
  clientAddress?: string;
};

export function findClientAddress(request: Request, serverContext: ServerContext, config: AppConfig): string {
  if (config.trustProxy) {
    const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return normaliseAddress(forwarded);
  }
  return normaliseAddress(serverContext.clientAddress ?? serverContext.req?.socket?.remoteAddress ?? 'unknown');
}

// Node reports IPv4 clients of a dual-stack socket as '::ffff:1.2.3.4'; one client must map to one rate-limit key.
function normaliseAddress(address: string): string {
  return address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
}
