import { Alert, Badge, Button, Group, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useUberEatsStores } from '../api/uber-eats-stores';
import type { WizardForm } from './platform-wizard';

type Props = { authorizationId: string; form: WizardForm; onReconnect: () => void; reconnecting: boolean };

/** The owner's Uber Eats stores to pick one from; a store already connected to Comptoir shows, but cannot be picked. */
export function UberEatsStoreList({ authorizationId, form, onReconnect, reconnecting }: Props) {
  const { t } = useTranslation();
  const stores = useUberEatsStores(authorizationId);
  const all = stores.data?.pages.flatMap((page) => page.stores) ?? [];
  const { platformId, storeName } = form.getValues();
  const error = form.errors.platformId;

  if (stores.isPending) return <Skeleton height={160} />;
  if (stores.isError) {
    return (
      <Alert color="red" role="alert" title={t('connectRestaurant.uber.storesFailed')}>
        <Text size="sm">{errorMessage(stores.error, t)}</Text>
        <Button mt="sm" mih={48} variant="light" color="red" loading={reconnecting} onClick={onReconnect}>
          {t('connectRestaurant.uber.connectAgain')}
        </Button>
      </Alert>
    );
  }

  return (
    <Stack gap="sm">
      <Radio.Group
        label={t('connectRestaurant.uber.chooseStore')}
        description={t('connectRestaurant.uber.chooseStoreHint')}
        value={platformId}
        error={error}
        onChange={(storeId) => {
          const store = all.find((candidate) => candidate.storeId === storeId);
          form.setFieldValue('platformId', storeId);
          // The store's name on Uber is the name offered; one typed already is kept.
          if (store && (!storeName || all.some((candidate) => candidate.name === storeName)))
            form.setFieldValue('storeName', store.name);
        }}
      >
        <Stack gap="xs" mt="xs">
          {all.length === 0 ? <Text c="dimmed">{t('connectRestaurant.uber.noStores')}</Text> : null}
          {all.map((store) => (
            <Radio.Card
              key={store.storeId}
              value={store.storeId}
              disabled={store.alreadyConnected}
              p="sm"
              radius="md"
              mih={48}
              style={store.alreadyConnected ? { opacity: 0.6, cursor: 'not-allowed' } : undefined}
            >
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <Radio.Indicator disabled={store.alreadyConnected} mt={4} />
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={600}>{store.name}</Text>
                    {store.alreadyConnected ? (
                      <Badge variant="light" color="gray">
                        {t('connectRestaurant.uber.alreadyConnected')}
                      </Badge>
                    ) : null}
                  </Group>
                  {store.address ? (
                    <Text size="sm" c="dimmed">
                      {store.address}
                    </Text>
                  ) : null}
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {store.storeId}
                  </Text>
                </Stack>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
      <Group gap="sm">
        {stores.hasNextPage ? (
          <Button
            variant="light"
            mih={48}
            loading={stores.isFetchingNextPage}
            onClick={() => void stores.fetchNextPage()}
          >
            {t('connectRestaurant.uber.moreStores')}
          </Button>
        ) : null}
        <Button variant="subtle" mih={48} loading={reconnecting} onClick={onReconnect}>
          {t('connectRestaurant.uber.otherAccount')}
        </Button>
      </Group>
    </Stack>
  );
}
