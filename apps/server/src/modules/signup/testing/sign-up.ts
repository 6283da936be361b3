import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { outgoingEmails } from '../../../db/schema';
import type { GraphQLResponse, TestApi } from '../../../testing/test-api';

export const REGISTER_COMPANY = `mutation($input: CompanyRegisterInput!) {
  registerCompany(companyRegisterInput: $input) { token auth { uuid email roles __typename } company { name siren siret vatNumber awaitingValidation } }
}`;
export const VALIDATE_ACCOUNT_CODE =
  'mutation($token: String!, $code: String!) { validateAccountCode(token: $token, code: $code) { token } }';
export const REQUEST_RESET_CODE =
  'mutation($token: String!, $email: String!, $type: Int!) { requestResetCode(token: $token, email: $email, type: $type) }';

/** A company that passes every sign-up rule (Google France's real SIREN, SIRET and VAT number), with a fresh e-mail. */
export function aRegistration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Le Petit Comptoir',
    siren: '443061841',
    siret: '44306184100047',
    vatNumber: 'FR64443061841',
    contact: { firstName: 'Alice', lastName: 'Martin', phone: '06 12 34 56 78', email: 'alice@petit-comptoir.test' },
    adresse: { adresse: '8 rue de Londres', postalCode: '75009', city: 'Paris', country: 'FR' },
    email: `signup-${randomBytes(5).toString('hex')}@example.test`,
    password: 'comptoir-2026',
    confirmPassword: 'comptoir-2026',
    phone: '+33 1 42 68 53 00',
    termsAccepted: true,
    privacyAccepted: true,
    lang: 'fr',
    ...overrides,
  };
}

let addressCounter = 0;

/** A client address of its own, so that one test's sign-ups do not use another's allowance. */
export function nextClientAddress(): string {
  addressCounter += 1;
  return `10.77.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
}

export type SignedUp = { token: string; email: string };

export async function signUp(api: TestApi, overrides: Record<string, unknown> = {}): Promise<SignedUp> {
  const input = aRegistration(overrides);
  const result = await api.graphql(REGISTER_COMPANY, { variables: { input }, clientAddress: nextClientAddress() });
  const token = (result.body.data?.registerCompany as { token?: string } | undefined)?.token;
  if (!token) throw new Error(`Sign-up failed: ${result.text}`);
  return { token, email: String(input.email) };
}

/** The code of the last account-code e-mail queued for `email`, read from the outbox as the recipient would read it. */
export async function readLastCode(api: TestApi, email: string): Promise<string> {
  const [row] = await api.database.db
    .select({ text: outgoingEmails.text, template: outgoingEmails.template })
    .from(outgoingEmails)
    .where(eq(outgoingEmails.toAddress, email))
    .orderBy(desc(outgoingEmails.id))
    .limit(1);
  const code = row?.template === 'account-code' ? /\b(\d{6})\b/.exec(row.text ?? '')?.[1] : undefined;
  if (!code) throw new Error(`No account code e-mailed to ${email}`);
  return code;
}

/**
 * Sends one operation from a client address of its own (the test server trusts x-forwarded-for), as a GraphQL client
 * would.
 */
export async function sendFromNewAddress(
  graphqlUrl: string,
  query: string,
  variables: Record<string, unknown>,
  token: string | undefined,
): Promise<GraphQLResponse> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-forwarded-for': nextClientAddress(),
  };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(graphqlUrl, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as GraphQLResponse['body'], text };
}
