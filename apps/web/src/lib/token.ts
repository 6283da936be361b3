/** The `exp` claim (seconds since epoch) of a JWT, or null when the token cannot be read. */
export function readTokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(json);
    if (typeof claims === 'object' && claims !== null && 'exp' in claims && typeof claims.exp === 'number')
      return claims.exp;
    return null;
  } catch {
    return null;
  }
}
