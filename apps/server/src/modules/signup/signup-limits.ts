import type { RateLimitRule } from '../../lib/rate-limit';

// docs/accounts.md#sign-up: each counted atomically before the expensive or secret check it guards.
export const SIGNUP_LIMITS = {
  // Sign-ups per client address, counted before the password is hashed: a script cannot fill the table or the outbox.
  perAddress: { limit: 10, windowSeconds: 60 * 60 },
  // Code guesses per account, counted before the code is compared: 5 in 15 minutes leave a 6-digit code unguessable.
  codeAttempts: { limit: 5, windowSeconds: 15 * 60 },
  // New codes per account: each one is an e-mail sent.
  codeResends: { limit: 3, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

export const signupAddressKey = (clientAddress: string) => `signup:${clientAddress}`;
export const codeAttemptsKey = (accountId: number) => `account-code:${accountId}`;
export const codeResendsKey = (accountId: number) => `account-code-resend:${accountId}`;
