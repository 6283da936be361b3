import { Alert, Button, Group, Text } from '@mantine/core';
import { IconLogout2, IconUserShare } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Viewer } from '../../lib/connection';
import { switchAccount } from '../../lib/switch-account';

function describeAccount(viewer: Viewer): string {
  const account = viewer.switchedUser;
  if (!account) return viewer.switchEmail ?? '';
  const name =
    account.__typename === 'Company' || account.__typename === 'Application'
      ? account.name
      : [account.firstName, account.lastName].filter(Boolean).join(' ');
  return name ? `${name} (${account.email})` : account.email;
}

/** A banner on every page while acting as another account (docs/product.md#identity-switching), with the way back. */
export function SwitchedBanner({ viewer }: { viewer: Viewer | null }) {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);
  if (!viewer?.switchEmail) return null;
  return (
    <Alert color="orange" variant="filled" mb="md" p="xs" icon={<IconUserShare size={20} aria-hidden />} role="status">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" fw={600}>
          {t('switchBanner.actingAs', { account: describeAccount(viewer), me: viewer.email })}
        </Text>
        <Button
          size="xs"
          color="dark"
          variant="white"
          mih={36}
          loading={leaving}
          leftSection={<IconLogout2 size={16} aria-hidden />}
          onClick={() => {
            setLeaving(true);
            void switchAccount(null);
          }}
        >
          {t('switchUser.leave')}
        </Button>
      </Group>
    </Alert>
  );
}
