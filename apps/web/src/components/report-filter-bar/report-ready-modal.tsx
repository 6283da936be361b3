import { Button, List, Modal, Stack, Text } from '@mantine/core';
import { formatCalendarDay, type DateRange } from '@comptoir/domain';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { describePlatforms, describeStores } from './store-list';

type ReportReadyModalProps = {
  opened: boolean;
  onClose: () => void;
  period: DateRange;
  /** Names of the chosen stores; empty means all stores. */
  stores: readonly string[];
  /** Labels of the chosen platforms; empty means all platforms. */
  platforms: readonly string[];
  onDownload: () => void;
  downloading?: boolean;
};

export function ReportReadyModal({
  opened,
  onClose,
  period,
  stores,
  platforms,
  onDownload,
  downloading = false,
}: ReportReadyModalProps) {
  const { t, i18n } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('reportFilter.readyTitle')} centered>
      <Stack gap="md">
        <List spacing="xs">
          <List.Item>
            <Text span fw={700}>
              {t('reportFilter.period')}:{' '}
            </Text>
            {t('reportFilter.periodValue', {
              from: formatCalendarDay(period.fromDate, 'dayMonthName', i18n.language),
              to: formatCalendarDay(period.toDate, 'dayMonthName', i18n.language),
            })}
          </List.Item>
          <List.Item>
            <Text span fw={700}>
              {t('reportFilter.stores')}:{' '}
            </Text>
            {describeStores(stores, t)}
          </List.Item>
          <List.Item>
            <Text span fw={700}>
              {t('reportFilter.platforms')}:{' '}
            </Text>
            {describePlatforms(platforms, t)}
          </List.Item>
        </List>
        <Button leftSection={<IconDownload aria-hidden />} onClick={onDownload} loading={downloading} mih={48}>
          {t('reportFilter.download')}
        </Button>
      </Stack>
    </Modal>
  );
}
