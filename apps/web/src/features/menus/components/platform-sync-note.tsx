import { Text } from '@mantine/core';
import { isPlatformCode, PLATFORMS } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { callReasonText } from '../../../lib/error-message';
import type { PlatformSync } from '../api/menus-query';

const COLORS = { SENT: 'teal', PENDING: 'blue', FAILED: 'red', UNSUPPORTED: 'dimmed' } as const;

/** What the item's platform made of its last availability change, in the operator's words. */
export function PlatformSyncNote({ sync }: { sync: PlatformSync | null }) {
  const { t } = useTranslation();
  if (!sync) return null;
  const platform = isPlatformCode(sync.platform) ? PLATFORMS[sync.platform].label : sync.platform;
  const key = sync.status.toLowerCase();
  const reason = sync.status === 'FAILED' ? callReasonText(sync.reason, t) : null;
  return (
    <Text
      size="xs"
      c={COLORS[sync.status]}
      data-testid="platform-sync"
      data-status={sync.status}
      role={sync.status === 'FAILED' ? 'alert' : undefined}
    >
      {t(`menus.sync.${key}`, { platform })}
      {reason ? ` — ${reason}` : null}
    </Text>
  );
}
