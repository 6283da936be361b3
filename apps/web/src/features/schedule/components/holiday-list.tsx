import { useState } from 'react';
import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { formatCalendarDay } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { PlatformLogo } from '../../../components/ui/platform-logo';
import type { HolidayClosure } from '../api/holiday-hours';
import { useRemoveHolidayHours } from '../api/remove-holiday-hours';
import { useScheduleErrorText } from '../lib/error-text';
import { PushStatus } from './push-status';
import { restaurantName } from '../lib/restaurant-name';
import { notifySuccess } from '../../../components/ui/notify';
import { ActionError } from '../../../components/ui/action-error';

/** The closures, soonest first, each removable after a confirmation. */
export function HolidayList({ closures }: { closures: readonly HolidayClosure[] }) {
  const { t, i18n } = useTranslation();
  const errorText = useScheduleErrorText();
  const [removing, setRemoving] = useState<HolidayClosure | null>(null);
  const remove = useRemoveHolidayHours();
  const date = (iso: string) => formatCalendarDay(iso, 'dayMonthName', i18n.language);
  const close = () => {
    remove.reset();
    setRemoving(null);
  };
  const confirm = (closure: HolidayClosure) =>
    remove.mutate(
      { id: closure.id, restaurantUuid: closure.restaurant.uuid },
      {
        onSuccess: () => {
          notifySuccess(t('schedule.holiday.removed', { restaurant: restaurantName(closure.restaurant) }));
          close();
        },
      },
    );

  return (
    <>
      {/* Dates in one column keep the status and Remove on screen on a 10-inch tablet beside the side menu. */}
      <Table.ScrollContainer minWidth={540}>
        <Table verticalSpacing="sm" aria-label={t('schedule.holiday.listLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('schedule.holiday.restaurant')}</Table.Th>
              <Table.Th>
                {t('schedule.holiday.from')} – {t('schedule.holiday.to')}
              </Table.Th>
              <Table.Th>{t('schedule.holiday.platform')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {closures.map((closure) => (
              <Table.Tr key={closure.id} data-closure={closure.id}>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <PlatformLogo platform={closure.restaurant.platform.name} size={24} />
                    <Text size="sm">{restaurantName(closure.restaurant)}</Text>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{date(closure.fromDate)} –</Text>
                  <Text size="sm">{date(closure.toDate)}</Text>
                </Table.Td>
                <Table.Td>
                  <PushStatus push={closure.push} />
                </Table.Td>
                <Table.Td>
                  <Button
                    variant="light"
                    color="red"
                    mih={44}
                    onClick={() => setRemoving(closure)}
                    aria-label={t('schedule.holiday.removeLabel', {
                      restaurant: restaurantName(closure.restaurant),
                      from: date(closure.fromDate),
                    })}
                  >
                    {t('schedule.holiday.remove')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Modal opened={removing !== null} onClose={close} title={t('schedule.holiday.confirmTitle')}>
        {removing ? (
          <Stack gap="md">
            <Text>
              {t('schedule.holiday.confirmText', {
                restaurant: restaurantName(removing.restaurant),
                from: date(removing.fromDate),
                to: date(removing.toDate),
              })}
            </Text>
            <ActionError error={remove.error} describe={errorText} />
            <Group justify="flex-end">
              <Button variant="default" mih={48} onClick={close}>
                {t('schedule.cancel')}
              </Button>
              <Button color="red" mih={48} loading={remove.isPending} onClick={() => confirm(removing)}>
                {t('schedule.holiday.confirmRemove')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}
