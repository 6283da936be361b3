import { describe, expect, it } from 'vitest';
import { joinToBaseUrl } from './platform-client';

describe("a GET RESTO call's address under an application's webhook URL", () => {
  it.each([
    ['https://pos.example.com/hooks', '/orders/7/accept', 'https://pos.example.com/hooks/orders/7/accept'],
    ['https://pos.example.com/hooks/', '/orders/7/accept', 'https://pos.example.com/hooks/orders/7/accept'],
    ['https://pos.example.com', '/stores/s1/status', 'https://pos.example.com/stores/s1/status'],
    [
      'https://pos.example.com/hooks?key=abc',
      '/orders/7/accept',
      'https://pos.example.com/hooks/orders/7/accept?key=abc',
    ],
    [
      'https://pos.example.com/hooks?key=abc',
      '/orders?since=1',
      'https://pos.example.com/hooks/orders?key=abc&since=1',
    ],
  ])('%s + %s → %s', (base, path, expected) => expect(joinToBaseUrl(base, path)).toBe(expected));
});
