import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { ConsolePage } from '../pages/console-page';

type Received = { headers: IncomingHttpHeaders; body: string };

/**
 * A webhook receiver on a random local port that keeps every request and answers 200 (the e2e server runs with DEMO=1,
 * which allows 127.0.0.1).
 */
async function startReceiver(): Promise<{ url: string; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('received');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/comptoir/webhooks`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

test('an application points events at its receiver, rotates its secret, and sees a signed test ping delivered in the log', async ({
  page,
}) => {
  // The log looks again every second while the ping waits for its first attempt (every 10 s otherwise).
  test.setTimeout(60_000);
  const receiver = await startReceiver();
  try {
    await new AppShell(page).signInAs('app');
    const console = new ConsolePage(page);
    await console.goto();

    await console.saveSettings(receiver.url, true);
    const secret = await console.rotateSecret();
    await expect(page.getByText(/The previous secret still signs beside the new one .* until/)).toBeVisible();

    await page.getByRole('button', { name: 'Send a test event' }).click();
    await expect(page.getByText('A ping event was sent')).toBeVisible();
    const ping = console.log().getByRole('row').filter({ hasText: 'ping' }).first();
    await expect(ping).toContainText('Delivered', { timeout: 20_000 });
    await expect(ping).toContainText('200');

    const delivered = receiver.received.find((request) => request.headers['x-comptoir-event'] === 'ping');
    if (!delivered) throw new Error('The receiver got no ping');
    const expected = `sha256=${createHmac('sha256', secret).update(delivered.body, 'utf8').digest('hex')}`;
    expect(delivered.headers['x-comptoir-signature']).toBe(expected);
    expect(JSON.parse(delivered.body)).toMatchObject({ event: 'ping' });

    // Its details: the body as posted and the attempt answered 200.
    await ping.getByRole('button', { name: 'Details of the ping delivery' }).click();
    const details = page.getByRole('dialog', { name: 'ping' });
    await expect(details.getByText('1 attempt')).toBeVisible();
    await expect(details.getByText('received')).toBeVisible();
    await details.press('Escape');
    // A click while the dialog fades out lands on its overlay, not on the settings behind it.
    await expect(details).toBeHidden();

    // The e2e server is shared by the specs that follow: events go back off, to nowhere.
    await console.saveSettings('', false);
  } finally {
    await receiver.close();
  }
});
