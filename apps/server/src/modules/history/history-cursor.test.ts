import { describe, expect, it } from 'vitest';
import { decodeHistoryCursor, encodeHistoryCursor } from './history-cursor';

describe('history cursors', () => {
  it('round-trips the microsecond instant and the id', () => {
    const cursor = { at: '2026-03-01T22:30:00.123456Z', id: 42 };
    expect(decodeHistoryCursor(encodeHistoryCursor(cursor))).toEqual(cursor);
  });

  it.each([
    ['bogus'],
    [Buffer.from('offset:3').toString('base64url')],
    [Buffer.from('2026-03-01T22:30:00.123Z|4').toString('base64url')],
    [Buffer.from('2026-13-45T22:30:00.000000Z|4').toString('base64url')],
    [Buffer.from('2026-02-30T22:30:00.000000Z|4').toString('base64url')],
    [Buffer.from('2026-03-01T22:30:00.000000Z|99999999999').toString('base64url')],
    [Buffer.from("2026-03-01T22:30:00.000000Z|4'; drop table carts").toString('base64url')],
  ])('refuses a cursor it did not issue (%s)', (value) => {
    expect(() => decodeHistoryCursor(value)).toThrowError(expect.objectContaining({ code: 'BAD_USER_INPUT' }));
  });
});
