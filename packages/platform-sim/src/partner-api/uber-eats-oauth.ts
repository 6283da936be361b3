import { PROVISIONING_SCOPE } from '../uber-merchant';
import type { PartnerContext, PartnerReply, PartnerRequest, PartnerRoute } from './route';

// Uber's OAuth for a restaurant owner (docs/platforms.md#connecting-uber-eats): the authorize page where the owner
// allows or denies Comptoir, then the token endpoint's authorization_code and refresh_token grants (RFC 6749).

type AuthorizeRequest = { clientId: string; redirectUri: string; scope: string; state: string | null };

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );

function page(status: number, title: string, content: string, formTarget: string | null = null): PartnerReply {
  return {
    status,
    // Its own policy: no script at all, and the form may lead (through this page's redirect) to the client's address.
    headers: {
      'content-security-policy': [
        "default-src 'none'",
        "style-src 'unsafe-inline'",
        `form-action 'self'${formTarget ? ` ${formTarget}` : ''}`,
        "frame-ancestors 'none'",
        "base-uri 'none'",
      ].join('; '),
      'cache-control': 'no-store',
    },
    html: `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f3f3f3; margin: 0; padding: 2rem 1rem; color: #111; }
  main { max-width: 28rem; margin: 0 auto; background: #fff; border-radius: 8px; padding: 1.5rem; }
  h1 { font-size: 1.25rem; margin-top: 0; }
  ul { padding-left: 1.25rem; }
  .actions { display: flex; gap: 0.75rem; margin-top: 1.5rem; }
  button { flex: 1; font-size: 1rem; padding: 0.75rem; border-radius: 6px; border: 1px solid #111; cursor: pointer; }
  button[value="allow"] { background: #06c167; border-color: #06c167; color: #000; }
  button[value="deny"] { background: #fff; }
  button:focus-visible { outline: 3px solid #276ef1; outline-offset: 2px; }
</style>
</head>
<body>
<main>
${content}
</main>
</body>
</html>
`,
  };
}

/** A redirect uri the page may send the browser back to: an absolute http(s) address. */
function redirectOrigin(value: string): string | null {
  if (!URL.canParse(value)) return null;
  const url = new URL(value);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
}

function readAuthorizeRequest(
  fields: URLSearchParams,
): { ok: true; request: AuthorizeRequest } | { ok: false; reply: PartnerReply } {
  const clientId = fields.get('client_id') ?? '';
  const redirectUri = fields.get('redirect_uri') ?? '';
  // RFC 6749 §4.1.2.1: a missing client or an unusable redirect uri is told to the owner, never redirected to.
  if (clientId === '' || !redirectOrigin(redirectUri))
    return {
      ok: false,
      reply: page(
        400,
        'Invalid request',
        '<h1>This link is not valid</h1><p>The application that sent you here gave no client id or no valid return address.</p>',
      ),
    };
  const state = fields.get('state');
  if (fields.get('response_type') !== 'code')
    return { ok: false, reply: backTo(redirectUri, { error: 'unsupported_response_type' }, state) };
  const scope = fields.get('scope') ?? '';
  if (!scope.split(' ').includes(PROVISIONING_SCOPE))
    return { ok: false, reply: backTo(redirectUri, { error: 'invalid_scope' }, state) };
  return { ok: true, request: { clientId, redirectUri, scope, state } };
}

function backTo(redirectUri: string, params: Record<string, string>, state: string | null): PartnerReply {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  if (state !== null) url.searchParams.set('state', state);
  return { status: 303, headers: { location: url.toString(), 'cache-control': 'no-store' } };
}

function showAuthorizePage(request: PartnerRequest, context: PartnerContext): PartnerReply {
  const read = readAuthorizeRequest(request.query);
  if (!read.ok) return read.reply;
  const { clientId, redirectUri, scope, state } = read.request;
  const { owner } = context.uberMerchant;
  const hidden = { client_id: clientId, redirect_uri: redirectUri, scope, response_type: 'code', state: state ?? '' };
  const stores = owner.stores.map((store) => `<li>${escapeHtml(store.name)}</li>`).join('');
  return page(
    200,
    'Uber Eats — authorise an application',
    `<h1>Allow <strong>${escapeHtml(clientId)}</strong> to manage your stores’ integrations?</h1>
<p>Signed in as <strong>${escapeHtml(owner.name)}</strong>.</p>
<p>It asks for <code>${escapeHtml(scope)}</code>: to see your stores and link them to its order manager.</p>
<ul aria-label="Your stores">${stores}</ul>
<form method="post">
${Object.entries(hidden)
  .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
  .join('\n')}
<div class="actions">
<button type="submit" name="decision" value="deny">Deny</button>
<button type="submit" name="decision" value="allow">Allow</button>
</div>
</form>`,
    redirectOrigin(redirectUri),
  );
}

function decide(request: PartnerRequest, context: PartnerContext): PartnerReply {
  const form = new URLSearchParams(request.rawBody);
  const read = readAuthorizeRequest(form);
  if (!read.ok) return read.reply;
  const { clientId, redirectUri, scope, state } = read.request;
  if (form.get('decision') !== 'allow') return backTo(redirectUri, { error: 'access_denied' }, state);
  return backTo(redirectUri, { code: context.uberMerchant.issueCode({ clientId, redirectUri, scope }) }, state);
}

export const uberAuthorizeRoutes: PartnerRoute[] = [
  { method: 'GET', pattern: /^\/oauth\/v2\/authorize$/, public: true, handle: showAuthorizePage },
  { method: 'POST', pattern: /^\/oauth\/v2\/authorize$/, public: true, handle: decide },
];

/**
 * The token endpoint's owner grants; null for another grant type (the client_credentials one is answered by the
 * caller). The client authenticates with its secret first (401 invalid_client), then the grant is checked (400
 * invalid_grant: unknown, used or expired code, another client's, another redirect uri, unknown refresh token).
 */
export function ownerTokenGrant(form: URLSearchParams, context: PartnerContext): PartnerReply | null {
  const grantType = form.get('grant_type');
  if (grantType !== 'authorization_code' && grantType !== 'refresh_token') return null;
  if (form.get('client_secret') !== context.secret) return { status: 401, body: { error: 'invalid_client' } };
  const answer =
    grantType === 'authorization_code'
      ? context.uberMerchant.exchangeCode({
          code: form.get('code') ?? '',
          clientId: form.get('client_id') ?? '',
          redirectUri: form.get('redirect_uri') ?? '',
        })
      : context.uberMerchant.refresh(form.get('refresh_token') ?? '');
  return { status: answer.status, body: answer.body, headers: { 'cache-control': 'no-store' } };
}
