import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RestaurantPlatformData } from '../../db/schema';
import {
  hasTabletPassword,
  readMainPassword,
  readTabletPassword,
  withMainCredentials,
  withTabletCredentials,
} from './platform-credentials';

const EMPTY: RestaurantPlatformData = {
  hasLoginPassword: false,
  tabletLogin: null,
  tabletPass: null,
  drn: null,
  restaurantId: null,
  hexagonIDs: [],
};

describe("a restaurant's platform passwords", () => {
  const key = randomBytes(32);

  it('are stored encrypted, and read back only with the key', () => {
    const data = withMainCredentials(
      key,
      withTabletCredentials(key, EMPTY, 'tablet@x.test', 'tablet-pass'),
      'main@x.test',
      'main-pass',
    );
    expect(JSON.stringify(data)).not.toContain('-pass');
    expect(data).toMatchObject({
      tabletLogin: 'tablet@x.test',
      tabletPass: null,
      hasLoginPassword: true,
      mainLogin: 'main@x.test',
    });
    expect(readTabletPassword(key, data)).toBe('tablet-pass');
    expect(readMainPassword(key, data)).toBe('main-pass');
  });

  it('read a tablet password saved in clear before, until it is replaced', () => {
    const legacy = { ...EMPTY, tabletLogin: 'old@x.test', tabletPass: 'old-pass', hasLoginPassword: true };
    expect(readTabletPassword(key, legacy)).toBe('old-pass');
    expect(hasTabletPassword(legacy)).toBe(true);
  });

  it('read as none under another key (DATA_KEY lost), rather than failing', () => {
    const data = withTabletCredentials(key, EMPTY, 'tablet@x.test', 'tablet-pass');
    expect(readTabletPassword(randomBytes(32), data)).toBeNull();
  });
});
