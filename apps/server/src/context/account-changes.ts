import type { EventBus } from '../events/event-bus';

/**
 * The one way to say that accounts changed — their row, a device of theirs, the companies in their scope — once the
 * change has committed: every process drops the viewers it keeps of them before its next request
 * (docs/security.md#cached-sessions). This process hears it before this returns; the others through Redis.
 */
export async function announceAccountChange(
  context: { eventBus: EventBus },
  accountIds: readonly number[],
): Promise<void> {
  if (accountIds.length === 0) return;
  await context.eventBus.publishAccountChange([...new Set(accountIds)]);
}
