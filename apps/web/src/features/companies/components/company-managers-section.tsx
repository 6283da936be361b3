import { Button, Group, MultiSelect, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { formLevelError, setServerFieldErrors } from '../../../lib/form-rules';
import { useAccountManagers } from '../api/account-managers';
import type { AccountManager } from '../api/company-users';
import { useSetCompanyAccountManagers } from '../api/set-company-account-managers';
import { ActionError } from '../../../components/ui/action-error';
import { notifySuccess } from '../../../components/ui/notify';

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
  const candidates = useAccountManagers();
  const save = useSetCompanyAccountManagers(companyId);
  // Named as the server names the field, so that its refusal lands under the picker.
  const form = useForm({ initialValues: { accountUuids: current.map((manager) => manager.uuid) } });
  if (candidates.isPending) return <ListSkeleton rows={2} />;
  if (candidates.isError)
    return (
      <ErrorState
        message={t('companyEdit.managers.loadError')}
        onRetry={() => void candidates.refetch()}
        retrying={candidates.isRefetching}
      />
    );

  const chosen = form.getValues().accountUuids;
  const submit = form.onSubmit(({ accountUuids }) =>
    save.mutate(accountUuids, {
      onSuccess: () => notifySuccess(t('companyEdit.managers.saved')),
      onError: (error) => setServerFieldErrors(form, error, t),
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <MultiSelect
          label={t('companyEdit.managers.label')}
          placeholder={chosen.length === 0 ? t('companyEdit.managers.none') : undefined}
          size="md"
          data={candidates.data.map((manager) => ({
            value: manager.uuid,
            label: `${managerName(manager)} (${manager.email})`,
          }))}
          {...form.getInputProps('accountUuids')}
          searchable
          nothingFoundMessage={t('companyEdit.managers.noCandidates')}
        />
        <ActionError error={formLevelError(form, save.error)} title={t('account.saveFailed')} />
        <Group>
          <Button type="submit" mih={48} loading={save.isPending}>
            {t('companyEdit.managers.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
