import type { PlatformCode } from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { platforms, restaurants } from '../../db/schema';
import type { OutboundCall } from '../../platforms/adapter';
import type { PlatformClient, PlatformResponse } from '../../platforms/outbound/platform-client';

/** The first seeded restaurant on a platform: its id, company and the store id its webhooks name. */
export async function findSeededStore(
  db: Db,
  platform: PlatformCode,
): Promise<{ id: number; companyId: number; storeId: string }> {
  const [row] = await db
    .select({ id: restaurants.id, companyId: restaurants.companyId, storeId: restaurants.platformStoreId })
    .from(restaurants)
    .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
    .where(eq(platforms.code, platform))
    .orderBy(restaurants.id)
    .limit(1);
  if (!row) throw new Error(`No seeded restaurant on ${platform}`);
  return row;
}

export async function postWebhook(
  baseUrl: string,
  slug: string,
  rawBody: string,
  headers: Record<string, string>,
): Promise<Response> {
  return fetch(`${baseUrl}/webhooks/${slug}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: rawBody,
  });
}

/** A partner API played by a function, recording what it was asked. */
export function createFakePlatformClient(
  answer: (platform: PlatformCode, call: OutboundCall) => PlatformResponse | Promise<PlatformResponse>,
) {
  const calls: { platform: PlatformCode; call: OutboundCall }[] = [];
  const client: PlatformClient = {
    async request(platform, call) {
      calls.push({ platform, call });
      return answer(platform, call);
    },
  };
  return { client, calls };
}

export function jsonAnswer(
  status: number,
  body: unknown = null,
  headers: Record<string, string> = {},
): PlatformResponse {
  return { status, headers: new Headers(headers), text: body === null ? '' : JSON.stringify(body) };
}
