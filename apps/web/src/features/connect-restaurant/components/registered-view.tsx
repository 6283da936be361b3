import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RegisteredRestaurant } from '../api/register-pending-restaurant';
import type { WizardPlatform } from '../lib/wizard-platforms';

type Props = { restaurant: RegisteredRestaurant; platform: WizardPlatform; basePath: string; companyPath: string };

/** After registering: waiting for the account manager, or ready at once; what the tablet login's check gave. */
export function RegisteredView({ restaurant, platform, basePath, companyPath }: Props) {
  const { t } = useTranslation();
  const pending = restaurant.integrationStatus === 'PENDING';
  const values = { title: restaurant.title, platform: platform.platform.label };
  return (
    <Stack gap="md">
      <Alert
        color={pending ? 'blue' : 'teal'}
        icon={pending ? <IconHourglass aria-hidden /> : <IconCircleCheck aria-hidden />}
        title={
          pending ? t('connectRestaurant.done.pendingTitle', values) : t('connectRestaurant.done.readyTitle', values)
        }
      >
        <Text size="sm">
          {pending ? t('connectRestaurant.done.pending', values) : t('connectRestaurant.done.ready', values)}
        </Text>
        {restaurant.credentialsVerified === false ? (
          <Text size="sm" mt="xs">
            {t('connectRestaurant.done.unverified', values)}
          </Text>
        ) : null}
      </Alert>
      <Group gap="sm">
        <Button component={Link} to={companyPath} mih={48}>
          {t('connectRestaurant.done.toCompany')}
        </Button>
        <Button component={Link} to={basePath} variant="default" mih={48}>
          {t('connectRestaurant.done.another')}
        </Button>
      </Group>
    </Stack>
  );
}
