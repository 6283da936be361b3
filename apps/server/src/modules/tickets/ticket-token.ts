import { errors, jwtVerify, SignJWT } from 'jose';
import { linkHolderClaims, readLinkHolder, type LinkHolder } from '../auth/link-holder';
import { buildTicketPath, type TicketRequest } from './ticket-path';

// A network printer fetches its ticket without a session: the URL carries a token good for one order, briefly.
export const TICKET_TOKEN_LIFETIME_SECONDS = 10 * 60;
const AUDIENCE = 'comptoir:ticket';

export async function signTicketToken(secret: Uint8Array, cartId: number, holder: LinkHolder, now: Date = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ cartId, ...linkHolderClaims(holder) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + TICKET_TOKEN_LIFETIME_SECONDS)
    .sign(secret);
}

export type TicketToken = { cartId: number; holder: LinkHolder };

/** The order a valid ticket token names and whom it was issued to, or null for a forged, expired or foreign token. */
export async function readTicketToken(secret: Uint8Array, token: string): Promise<TicketToken | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], audience: AUDIENCE });
    const holder = readLinkHolder(payload);
    return typeof payload.cartId === 'number' && holder ? { cartId: payload.cartId, holder } : null;
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}

/** A ticket URL a printer can fetch without a session (path relative to the server). */
export async function buildSignedTicketUrl(secret: Uint8Array, request: TicketRequest, holder: LinkHolder): Promise<string> {
  return `${buildTicketPath(request)}?token=${await signTicketToken(secret, request.cartId, holder)}`;
}
