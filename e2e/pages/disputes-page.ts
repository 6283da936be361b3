import { deflateSync } from 'node:zlib';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real width × height RGB PNG (a gradient), as a phone would send a photo of the packed order. */
export function generatePng(width = 64, height = 48): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Array.from({ length: height }, (_, y) =>
    Buffer.from([0, ...Array.from({ length: width }, (_, x) => [x * 4, y * 5, 128]).flat()]),
  );
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The simulated Just Eat refunds an order (a customer claim) and Comptoir opens a dispute for it. */
export async function refundOrder(request: APIRequestContext, token: string, platformOrderId: string): Promise<void> {
  const refunded = await request.post('/simulator/refunds', {
    data: { platform: 'PLATFORM_JUST_EAT', platformOrderId },
  });
  expect(refunded.status()).toBe(201);
  // The claim's webhook is processed asynchronously: wait until the dispute is readable through the API.
  // Days are the restaurant's local days: past midnight in Paris the UTC date is still yesterday, so look a day ahead.
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await expect
    .poll(async () => {
      const answer = await request.post('/graphql/kom', {
        headers: { authorization: `Bearer ${token}` },
        data: {
          query: `{ orderDispute(fromDate: "2000-01-01", toDate: "${tomorrow}", isToBeDisputed: true, first: 100) { edges { node { order { platformId } } } } }`,
        },
      });
      const body = (await answer.json()) as {
        data: { orderDispute: { edges: { node: { order: { platformId: string } | null } }[] } };
      };
      return body.data.orderDispute.edges.some((edge) => edge.node.order?.platformId === platformOrderId);
    })
    .toBe(true);
}

export class DisputesPage {
  constructor(private readonly page: Page) {}

  bell() {
    return this.page.getByRole('button', { name: /orders? to dispute$/ });
  }

  async openFromBell(shortId: string) {
    await this.bell().click();
    await this.page
      .getByRole('menuitem')
      .filter({ hasText: `#${shortId}` })
      .first()
      .click();
    const dialog = this.page.getByRole('dialog', { name: `Dispute of order #${shortId}` });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  rows() {
    return this.page.getByRole('table', { name: 'Disputes' }).getByRole('row');
  }
}
