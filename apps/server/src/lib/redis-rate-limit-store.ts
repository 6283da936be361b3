import { Redis } from 'ioredis';
import { toAttempt, type RateLimitStore } from './rate-limit';

// One script per step, so that counting and setting the window cannot be split by another process's request.
// The key expires with its window; the attempt that reaches the limit restarts it, as the database store does.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == tonumber(ARGV[1]) or redis.call('PTTL', KEYS[1]) < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return {count, redis.call('PTTL', KEYS[1])}
`;

const RELEASE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]))
if count then
  redis.call('SET', KEYS[1], math.max(math.min(count, tonumber(ARGV[1])) - 1, 0), 'KEEPTTL')
end
return 0
`;

type ScriptedRedis = Redis & {
  countAttempt(key: string, limit: number, windowMs: number): Promise<[number, number]>;
  releaseAttempt(key: string, limit: number): Promise<number>;
};

export type RedisRateLimitStoreOptions = { url: string; prefix: string };

/** Counters in Redis (`<prefix>rate-limit:<key>`), shared by every process using it; times are Redis's. */
export async function createRedisRateLimitStore({ url, prefix }: RedisRateLimitStoreOptions): Promise<RateLimitStore> {
  const redis = new Redis(url, { lazyConnect: true });
  redis.defineCommand('countAttempt', { numberOfKeys: 1, lua: HIT_SCRIPT });
  redis.defineCommand('releaseAttempt', { numberOfKeys: 1, lua: RELEASE_SCRIPT });
  const client = redis as ScriptedRedis;
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    throw error;
  }
  const redisKey = (key: string) => `${prefix}rate-limit:${key}`;

  return {
    async hit(key, rule) {
      const [count, resetsInMs] = await client.countAttempt(redisKey(key), rule.limit, rule.windowSeconds * 1000);
      return toAttempt(rule, count, resetsInMs);
    },
    async release(key, rule) {
      await client.releaseAttempt(redisKey(key), rule.limit);
    },
    async clear(key) {
      await client.del(redisKey(key));
    },
    async close() {
      await client.quit().catch(() => client.disconnect());
    },
  };
}
