import { describe, expect, it } from 'vitest';
import { batchWebhookEvents, type InsertWebhookEvents, type NewWebhookEvent } from './webhook-event-batcher';

const anEvent = (eventId: string, body = '{}'): NewWebhookEvent => ({
  platform: 'PLATFORM_DELIVEROO',
  eventId,
  eventType: 'order.new',
  headers: {},
  body,
});

/** A table in memory, unique on platform and event id; `refuse` names the rows it cannot store. */
function fakeTable(refuse: (event: NewWebhookEvent) => boolean = () => false) {
  const stored = new Set<string>();
  const statements: string[][] = [];
  const insert: InsertWebhookEvents = async (events) => {
    statements.push(events.map((event) => event.eventId));
    if (events.some(refuse)) throw new Error(`cannot store ${events.filter(refuse)[0]?.eventId}`);
    const inserted = events.filter((event) => !stored.has(event.eventId));
    for (const event of inserted) stored.add(event.eventId);
    return inserted.map(({ platform, eventId }) => ({ platform, eventId }));
  };
  return { insert, stored, statements };
}

// docs/architecture.md#intake: webhooks stored in groups, each caller with its own outcome.
describe('the webhook event batcher', () => {
  it('stores the events of one turn with one insert, each once, and tells only the first caller of each it is new', async () => {
    const table = fakeTable();
    await batchWebhookEvents(table.insert).store(anEvent('before'));
    const batcher = batchWebhookEvents(table.insert);
    const outcomes = await Promise.all(['a', 'b', 'a', 'before', 'c', 'a'].map((id) => batcher.store(anEvent(id))));
    expect(outcomes).toEqual([true, true, false, false, true, false]);
    expect(table.statements.slice(1)).toEqual([['a', 'b', 'before', 'c']]);
  });

  it('answers no caller before its group is stored, and takes the calls made meanwhile in the next group, up to the cap', async () => {
    const table = fakeTable();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const batcher = batchWebhookEvents(async (events) => {
      await held;
      return table.insert(events);
    }, 3);
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    let answered = 0;
    const first = batcher.store(anEvent('1')).finally(() => (answered += 1));
    await turn();
    const later = ['2', '3', '4', '5'].map((id) => batcher.store(anEvent(id)).finally(() => (answered += 1)));
    await turn();
    expect(answered).toBe(0);
    release();
    expect(await Promise.all([first, ...later])).toEqual([true, true, true, true, true]);
    expect(table.statements).toEqual([['1'], ['2', '3', '4'], ['5']]);
  });

  it('cuts a group of large bodies at the byte cap, and takes a body larger than the cap alone', async () => {
    const table = fakeTable();
    const batcher = batchWebhookEvents(table.insert, 200, 10);
    const bodies = { a: '1234', b: '1234', c: '12', d: '123456789012', e: '1' };
    const outcomes = await Promise.all(Object.entries(bodies).map(([id, body]) => batcher.store(anEvent(id, body))));
    expect(outcomes).toEqual([true, true, true, true, true]);
    expect(table.statements).toEqual([['a', 'b', 'c'], ['d'], ['e']]);
  });

  it('stores the rows of a refused group one by one: the refused row fails alone, with its error', async () => {
    const table = fakeTable((event) => event.eventId === 'bad');
    const batcher = batchWebhookEvents(table.insert);
    const outcomes = await Promise.allSettled(['a', 'bad', 'b', 'bad'].map((id) => batcher.store(anEvent(id))));
    expect(outcomes).toEqual([
      { status: 'fulfilled', value: true },
      { status: 'rejected', reason: new Error('cannot store bad') },
      { status: 'fulfilled', value: true },
      { status: 'rejected', reason: new Error('cannot store bad') },
    ]);
    expect([...table.stored]).toEqual(['a', 'b']);
    expect(table.statements).toEqual([['a', 'bad', 'b'], ['a'], ['bad'], ['b']]);
  });
});
