import { describe, expect, it } from 'vitest';
import { parseEventStream } from './order-events';

describe('parseEventStream', () => {
  it('returns the data of complete next events and keeps an unfinished one for later', () => {
    const { payloads, rest } = parseEventStream(
      'event: next\ndata: {"a":1}\n\n:keep-alive\n\nevent: complete\ndata:\n\nevent: next\ndata: {"b"',
    );
    expect(payloads).toEqual(['{"a":1}']);
    expect(rest).toBe('event: next\ndata: {"b"');
  });

  it('reads CRLF line endings and multi-line data', () => {
    expect(parseEventStream('event: next\r\ndata: {"a":\r\ndata: 2}\r\n\r\n').payloads).toEqual(['{"a":\n2}']);
  });
});
