import { expect, type APIRequestContext } from '@playwright/test';

/** One e-mail of the demo outbox, as GET /simulator/outbox lists it (docs/accounts.md#e-mail). */
export type OutboxEntry = { to: string; subject: string; text: string; links: string[]; date: string };

/** The newest e-mail to `to` whose subject matches, once the mail worker has written it. */
export async function waitForEmail(request: APIRequestContext, to: string, subject: RegExp): Promise<OutboxEntry> {
  let found: OutboxEntry | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/simulator/outbox');
        const entries = (await response.json()) as OutboxEntry[];
        found = entries.find((entry) => entry.to === to && subject.test(entry.subject));
        return found !== undefined;
      },
      { message: `an e-mail to ${to} with the subject ${String(subject)}` },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable: the poll passed');
  return found;
}
