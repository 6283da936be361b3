import { useState } from 'react';
import { Button, Card, Group, NumberInput, Stack, Switch, Text, Title } from '@mantine/core';
import { PRINTER_COPIES_MAX } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../../lib/api/profile';
import { cloudPrintedRestaurants } from '../lib/cloud-printed-restaurants';
import { readLocalPrinter, writeLocalPrinter } from '../lib/local-printer';
import { notifySuccess } from '../../../components/ui/notify';

/** This tablet's own printing (the browser's print dialog): kept in the browser, read by the orders screen's Print. */
export function LocalPrintSettings() {
  const { t } = useTranslation();
  const [printer, setPrinter] = useState(readLocalPrinter);
  const cloudPrinted = cloudPrintedRestaurants(useProfile().data?.printers ?? []);

  const save = () => {
    writeLocalPrinter(printer);
    notifySuccess(t('printers.local.saved'));
  };

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="local-print-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="local-print-title">
          {t('printers.local.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('printers.local.intro')}
        </Text>
        <Text size="sm">
          {cloudPrinted.length > 0
            ? t('printers.local.cloudCovered', { restaurants: cloudPrinted })
            : t('printers.local.cloudNone')}
        </Text>
        <Switch
          size="md"
          label={t('printers.settings.showCategory')}
          checked={printer.showCategory}
          onChange={(event) => setPrinter({ ...printer, showCategory: event.currentTarget.checked })}
        />
        <Switch
          size="md"
          label={t('printers.local.showCustomLabels')}
          checked={printer.showCustomLabels}
          onChange={(event) => setPrinter({ ...printer, showCustomLabels: event.currentTarget.checked })}
        />
        <Group align="flex-end" justify="space-between" wrap="wrap">
          <NumberInput
            label={t('printers.local.numberOfTickets')}
            min={1}
            max={PRINTER_COPIES_MAX}
            clampBehavior="strict"
            allowDecimal={false}
            value={printer.numberOfTickets}
            onChange={(value) => setPrinter({ ...printer, numberOfTickets: typeof value === 'number' ? value : 1 })}
            // The stepper arrows are 14 px targets a finger misses on the tablet: the number is typed (numeric
            // keyboard) in a 50 px field.
            hideControls
            inputMode="numeric"
            size="lg"
            w={220}
          />
          <Button mih={48} variant="light" onClick={save}>
            {t('printers.local.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
