import { useState } from 'react';
import { ActionIcon, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { COURIER_TAGS, type CourierTag } from '@comptoir/domain';
import { IconThumbDown, IconThumbUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CourierRating as Rating } from '../api/note-deliverer';

type CourierRatingProps = { enabled: boolean; busy: boolean; onRate: (rating: Rating) => void };

/** docs/orders.md#courier-rating: thumb up rates at once; thumb down asks for a tag first. */
export function CourierRating({ enabled, busy, onRate }: CourierRatingProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [tag, setTag] = useState<CourierTag | null>(null);

  return (
    <Group gap="sm">
      <Text fw={700}>{t('orders.rating.title')}</Text>
      <ActionIcon
        color="green.8"
        aria-label={t('orders.rating.up')}
        disabled={!enabled || busy}
        onClick={() => onRate({ thumbsUp: true })}
      >
        <IconThumbUp aria-hidden />
      </ActionIcon>
      <ActionIcon
        color="red.8"
        aria-label={t('orders.rating.down')}
        disabled={!enabled || busy}
        onClick={() => setAsking(true)}
      >
        <IconThumbDown aria-hidden />
      </ActionIcon>
      <Modal opened={asking} onClose={() => setAsking(false)} title={t('orders.rating.tagTitle')} centered>
        <Stack>
          <Radio.Group
            value={tag ?? ''}
            onChange={(value) => setTag(COURIER_TAGS.find((entry) => entry === value) ?? null)}
            label={t('orders.rating.tagLabel')}
          >
            <Stack gap="xs" mt="xs">
              {COURIER_TAGS.map((entry) => (
                <Radio key={entry} value={entry} label={t(`orders.courierTags.${entry}`)} size="md" />
              ))}
            </Stack>
          </Radio.Group>
          <Button
            mih={48}
            disabled={tag === null}
            loading={busy}
            onClick={() => {
              if (tag === null) return;
              onRate({ thumbsUp: false, tag });
              setAsking(false);
            }}
          >
            {t('orders.confirm')}
          </Button>
        </Stack>
      </Modal>
    </Group>
  );
}
