import { useState } from 'react';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConnection } from '../../../lib/connection';
import type { TabletEnrolment } from '../api/create-tablet-enrolment';
import { useRefreshDevices } from '../api/devices';
import { DeviceList } from './device-list';
import { EnrolmentCard } from './enrolment-card';
import { NewTabletForm } from './new-tablet-form';

type Shown = { enrolment: TabletEnrolment; deviceName: string };

/** /tablets/new: a one-time code (and its link and QR code) that signs a new tablet in, then the company's tablets. */
export function NewTabletPage() {
  const { t } = useTranslation();
  const { viewer } = useConnection();
  const refreshDevices = useRefreshDevices();
  const [shown, setShown] = useState<Shown | null>(null);

  // Tablets belong to one company: staff add them while acting as that company.
  if (viewer?.typename !== 'Company') {
    return (
      <Stack gap="md">
        <Title order={1}>{t('tablets.title')}</Title>
        <Alert color="blue">{t('tablets.companyOnly')}</Alert>
      </Stack>
    );
  }

  function done() {
    setShown(null);
    // The tablet that used the code shows up in the list.
    void refreshDevices();
  }

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('tablets.title')}</Title>
        <Text c="dimmed">{t('tablets.intro')}</Text>
      </div>
      {shown ? (
        <EnrolmentCard enrolment={shown.enrolment} deviceName={shown.deviceName} onDone={done} />
      ) : (
        <NewTabletForm onCreated={(enrolment, deviceName) => setShown({ enrolment, deviceName })} />
      )}
      <DeviceList />
    </Stack>
  );
}
