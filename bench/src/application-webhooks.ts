// Application webhooks: what an order change pays for the applications listening (the event written in its
// transaction) and how fast the worker posts deliveries to a receiver on the loopback. Figures only.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';
import { accounts, applicationWebhooks, carts } from '../../apps/server/src/db/schema';
import { sendDueApplicationWebhooks } from '../../apps/server/src/modules/applications/application-webhook-worker';
import { queueOrderWebhook } from '../../apps/server/src/modules/applications/order-payload';
import { measure, printFigures, type Figures } from './measure';

const DELIVERIES = 2000;

export async function benchApplicationWebhooks(db: Db): Promise<void> {
  let received = 0;
  const receiver = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received += 1;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  await db
    .update(accounts)
    .set({ webhookUrl: url, webhookEnabled: true })
    .where(eq(accounts.email, 'app@demo.comptoir.test'));
  const orders = await db
    .select()
    .from(carts)
    .where(sql`${carts.companyId} = (select company_id from application_companies limit 1)`)
    .limit(200);

  const rows: Figures[] = [];
  let index = 0;
  rows.push(
    await measure(
      'a transaction writing one order event (order, lines, one listening application)',
      500,
      1,
      async () => {
        const cart = orders[index++ % orders.length];
        if (cart)
          await db.transaction(
            async (tx) =>
              void (await queueOrderWebhook(tx, cart, {
                created: false,
                previousStatus: cart.status,
                changed: ['status'],
              })),
          );
      },
    ),
  );
  printFigures(rows);

  await db.delete(applicationWebhooks);
  const [application] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, 'app@demo.comptoir.test'));
  await db.insert(applicationWebhooks).values(
    Array.from({ length: DELIVERIES }, (_, i) => ({
      applicationId: application?.id ?? 0,
      companyId: null,
      event: 'ping',
      orderingKey: `order:${i % 400}`,
      body: JSON.stringify({ version: 1, event: 'ping', i }),
      giveUpAt: new Date(Date.now() + 86_400_000),
    })),
  );
  const started = performance.now();
  while ((await sendDueApplicationWebhooks({ db, allowPrivateNetworks: true })) > 0);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `worker: ${received} deliveries posted and logged in ${seconds.toFixed(1)} s (${(received / seconds).toFixed(0)}/s, one process, one receiver)`,
  );
  receiver.close();
}
