// Ticket rendering figures: one order's ticket built in-process (ReceiptLine document → SVG → PNG with sharp),
// and the same through `GET /template/…` with a bearer token. Figures only — nothing here fails on a timing.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';
import { carts, companies } from '../../apps/server/src/db/schema';
import { loadTicketOrder } from '../../apps/server/src/modules/tickets/load-ticket-order';
import { renderTicketPng } from '../../apps/server/src/modules/tickets/render-ticket';
import { buildTicketDocument } from '../../apps/server/src/modules/tickets/ticket-document';
import { buildTicketPath } from '../../apps/server/src/modules/tickets/ticket-path';
import { measure, printFigures } from './measure';

export type TicketBenchOptions = { db: Db; baseUrl: string; token: string; companyName: string };

export async function benchTicketRender({ db, baseUrl, token, companyName }: TicketBenchOptions): Promise<void> {
  const rows = await db
    .select({ id: carts.id })
    .from(carts)
    .innerJoin(companies, eq(companies.id, carts.companyId))
    .where(eq(companies.name, companyName))
    .orderBy(desc(carts.createdAt))
    .limit(50);
  const cartIds = rows.map((row) => row.id);
  if (cartIds.length === 0) throw new Error(`No orders for ${companyName}`);
  const orders = await Promise.all(cartIds.map((id) => loadTicketOrder(db, id)));
  const loaded = orders.flatMap((order) => (order ? [order] : []));

  let turn = 0;
  const nextOrder = () => loaded[turn++ % loaded.length] ?? loaded[0];
  let pngBytes = 0;
  const inProcess = await measure('render one ticket (document + SVG + PNG)', 200, 1, async () => {
    const order = nextOrder();
    if (order)
      pngBytes += (
        await renderTicketPng(buildTicketDocument(order, { lang: 'fr', showCategory: true, showCustomLabels: true }))
      ).length;
  });
  const documentOnly = await measure('ReceiptLine document only', 2000, 1, async () => {
    const order = nextOrder();
    if (order) buildTicketDocument(order, { lang: 'fr', showCategory: true, showCustomLabels: true });
  });
  const overHttp = await measure('GET /template/fr/1/1/{id}.png (company)', 200, 2, async () => {
    const cartId = cartIds[turn++ % cartIds.length] ?? 0;
    const response = await fetch(
      `${baseUrl}${buildTicketPath({ lang: 'fr', showCategory: true, showCustomLabels: true, cartId })}`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    if (response.status !== 200) throw new Error(`ticket ${cartId}: HTTP ${response.status}`);
    await response.arrayBuffer();
  });
  printFigures([documentOnly, inProcess, overHttp]);
  console.log(
    `average ticket PNG: ${(pngBytes / inProcess.requests / 1024).toFixed(1)} KiB over ${loaded.length} recent orders`,
  );
}
