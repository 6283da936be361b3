import { AppError } from '../errors';

export type RateLimitRule = { limit: number; windowSeconds: number };

export type Attempt = {
  /** False once the limit is passed: the attempt must not be checked at all. */
  allowed: boolean;
  /**
   * Attempts still allowed in the window after this one; 0 from the one that reaches the limit, which locks the key.
   */
  remaining: number;
  /** Seconds until the key counts from zero again. */
  retryAfterSeconds: number;
};

/**
 * Attempt counters shared by every server process (the database, or Redis when REDIS_URL is set). An attempt is
 * counted before it is checked, in one atomic step, so that a burst of concurrent guesses cannot all be checked
 * (docs/security.md). A window lasts `windowSeconds` from its first attempt; the attempt that reaches the limit
 * restarts it, so a locked key stays locked for a whole window.
 */
export type RateLimitStore = {
  hit(key: string, rule: RateLimitRule): Promise<Attempt>;
  /** Gives back an attempt that turned out to be no guess (the right password): it no longer counts. */
  release(key: string, rule: RateLimitRule): Promise<void>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
};

/** What a store's count and the time left in its window mean for the attempt just counted. */
export function toAttempt(rule: RateLimitRule, count: number, resetsInMs: number): Attempt {
  return {
    allowed: count <= rule.limit,
    remaining: Math.max(0, rule.limit - count),
    retryAfterSeconds: Math.max(1, Math.ceil(resetsInMs / 1000)),
  };
}

/** TOO_MANY_ATTEMPTS, saying how long to wait; `what` names the attempts ("wrong PIN codes"). */
export function tooManyAttempts(retryAfterSeconds: number, what = 'attempts'): AppError {
  return new AppError('TOO_MANY_ATTEMPTS', {
    message: `Too many ${what}, please try again in ${describeWait(retryAfterSeconds)}`,
    details: { retryAfterSeconds },
  });
}

function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
