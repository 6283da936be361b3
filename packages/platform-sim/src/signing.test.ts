import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SECRETS, createTestSimulator } from './test-support';

const hex = (key: string, message: string) => createHmac('sha256', key).update(message).digest('hex');

async function firstWebhook(
  platform: Parameters<ReturnType<typeof createTestSimulator>['simulator']['placeOrder']>[0]['platform'],
) {
  const { simulator, sent } = createTestSimulator();
  await simulator.placeOrder({ platform });
  await simulator.idle();
  const webhook = sent[0];
  if (!webhook) throw new Error('no webhook sent');
  return webhook;
}

describe('webhook signatures, checked with an HMAC computed here', () => {
  it('Uber Eats: lowercase hex HMAC-SHA256 of the body with the client secret', async () => {
    const webhook = await firstWebhook('PLATFORM_UBER_EAT');
    expect(webhook.url).toBe('http://comptoir.test/webhooks/uber-eats');
    expect(webhook.headers.get('x-uber-signature')).toBe(hex(SECRETS.PLATFORM_UBER_EAT, webhook.rawBody));
    expect(webhook.headers.get('x-uber-signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('Deliveroo: hex HMAC over "guid body" with the webhook secret, a new guid per send', async () => {
    const { simulator, sent } = createTestSimulator();
    await simulator.placeOrder({ platform: 'PLATFORM_DELIVEROO', deliveries: 2 });
    await simulator.idle();
    for (const webhook of sent) {
      const guid = webhook.headers.get('x-deliveroo-sequence-guid') ?? '';
      expect(webhook.headers.get('x-deliveroo-hmac-sha256')).toBe(
        hex(SECRETS.PLATFORM_DELIVEROO, `${guid} ${webhook.rawBody}`),
      );
    }
    expect(sent[0]?.headers.get('x-deliveroo-sequence-guid')).not.toBe(
      sent[1]?.headers.get('x-deliveroo-sequence-guid'),
    );
  });

  it('Just Eat: the registered key in Authorization and a timestamped base64 HMAC of the body', async () => {
    const webhook = await firstWebhook('PLATFORM_JUST_EAT');
    const digest = createHmac('sha256', SECRETS.PLATFORM_JUST_EAT).update(webhook.rawBody).digest('base64');
    expect(webhook.headers.get('authorization')).toBe(SECRETS.PLATFORM_JUST_EAT);
    expect(webhook.headers.get('x-jet-connect-hash')).toBe(
      `HMAC-SHA256 t=${Date.parse('2026-03-12T11:45:00Z')},signature=${digest}`,
    );
  });

  it('Glovo: the shared token as is, no HMAC', async () => {
    const webhook = await firstWebhook('PLATFORM_GLOVO');
    expect(webhook.headers.get('authorization')).toBe(SECRETS.PLATFORM_GLOVO);
  });

  it('GET RESTO: sha256=<hex HMAC of the body> and the event id', async () => {
    const webhook = await firstWebhook('PLATFORM_GET_RESTO');
    expect(webhook.headers.get('x-getresto-signature')).toBe(
      `sha256=${hex(SECRETS.PLATFORM_GET_RESTO, webhook.rawBody)}`,
    );
    expect(webhook.headers.get('x-getresto-event-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(webhook.rawBody)).toMatchObject({ type: 'order.created', order: { storeId: 'gr-4821' } });
  });

  it('a tampered body no longer matches its signature', async () => {
    const webhook = await firstWebhook('PLATFORM_UBER_EAT');
    expect(webhook.headers.get('x-uber-signature')).not.toBe(
      hex(SECRETS.PLATFORM_UBER_EAT, webhook.rawBody.replace('orders', 'orderz')),
    );
  });
});
