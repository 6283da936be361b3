import { useState } from 'react';
import { Alert, Button, Group, MultiSelect, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { describeRequestError, fieldErrorKeys, useFieldMessage } from '../../../lib/field-errors';
import { useAccountManagers } from '../api/account-managers';
import type { AccountManager } from '../api/company-users';
import { useSetCompanyAccountManagers } from '../api/set-company-account-managers';

type ManagersSectionProps = { companyId: number; current: readonly AccountManager[]; canChoose: boolean };

const managerName = (manager: AccountManager) =>
  [manager.firstName, manager.lastName].filter(Boolean).join(' ') || manager.email;

/**
 * Account managers: who looks after the company. Administrators choose them among the account managers; an account
 * manager sees them, but may neither add nor remove one (docs/administration.md#account-managers).
 */
export function CompanyManagersSection({ companyId, current, canChoose }: ManagersSectionProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" maw={640}>
      <Title order={2} size="h3">
        {t('companyEdit.managers.title')}
      </Title>
      {canChoose ? (
        <ManagersPicker key={current.map((manager) => manager.uuid).join()} companyId={companyId} current={current} />
      ) : (
        <>
          <Text>{current.length === 0 ? t('companyEdit.managers.none') : current.map(managerName).join(', ')}</Text>
          <Text size="sm" c="dimmed">
            {t('companyEdit.managers.administratorsOnly')}
          </Text>
        </>
      )}
    </Stack>
  );
}

function ManagersPicker({ companyId, current }: { companyId: number; current: readonly AccountManager[] }) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const candidates = useAccountManagers();
  const save = useSetCompanyAccountManagers(companyId);
  const [chosen, setChosen] = useState(current.map((manager) => manager.uuid));
  const [failure, setFailure] = useState<string | null>(null);
  if (candidates.isPending) return <ListSkeleton rows={2} />;
  if (candidates.isError)
    return (
      <ErrorState
        message={t('companyEdit.managers.loadError')}
        onRetry={() => void candidates.refetch()}
        retrying={candidates.isRefetching}
      />
    );

  const submit = () => {
    setFailure(null);
    save.mutate(chosen, {
      onSuccess: () => notifications.show({ color: 'green', message: t('companyEdit.managers.saved') }),
      onError: (error) =>
        setFailure(
          fieldErrorKeys(error).accountUuids
            ? fieldMessage(fieldErrorKeys(error).accountUuids ?? '')
            : describeRequestError(error, t),
        ),
    });
  };
  return (
    <Stack gap="sm">
      <MultiSelect
        label={t('companyEdit.managers.label')}
        placeholder={chosen.length === 0 ? t('companyEdit.managers.none') : undefined}
        size="md"
        data={candidates.data.map((manager) => ({
          value: manager.uuid,
          label: `${managerName(manager)} (${manager.email})`,
        }))}
        value={chosen}
        onChange={setChosen}
        searchable
        nothingFoundMessage={t('companyEdit.managers.noCandidates')}
      />
      {failure ? (
        <Alert color="red" role="alert" title={t('account.saveFailed')}>
          {failure}
        </Alert>
      ) : null}
      <Group>
        <Button mih={48} loading={save.isPending} onClick={submit}>
          {t('companyEdit.managers.save')}
        </Button>
      </Group>
    </Stack>
  );
}
