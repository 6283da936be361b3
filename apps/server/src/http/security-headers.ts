import type { ServerAdapterPlugin } from '@whatwg-node/server';

// docs/security.md. The web app runs its bundled scripts only, so an injected <script> or inline handler does not run
// (the token sits in localStorage: one script is a takeover). Styles stay open to inline: Mantine writes its CSS
// variables into a <style> element and its components set style attributes at run time.
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  // Printing goes through a blob: image; menu items and platform reviews may show pictures hosted by the platforms.
  "img-src 'self' data: blob: https:",
  "connect-src 'self'",
  // /graphiql: GraphiQL's stylesheet embeds its fonts (Roboto, Fira Code) as data: URIs. A font runs no script, and a
  // data: font can only come from a stylesheet, which style-src already lets inline: nothing new is opened.
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Sent with every response: the web app, the API, files, webhooks and the simulator alike. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  // Paths carry secrets (signed ?token= links, reset and enrolment links) and nothing in Comptoir reads a referrer.
  'referrer-policy': 'no-referrer',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/** Adds the security headers a response does not set itself (a page that needs another policy sets its own). */
export function useSecurityHeaders(): ServerAdapterPlugin {
  return {
    onResponse({ response }) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        if (!response.headers.has(name)) response.headers.set(name, value);
      }
    },
  };
}
