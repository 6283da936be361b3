import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { GraphQLRequestError, getErrorCode } from '../../../lib/graphql-errors';
import { useChangeEntity, type EntityChange } from '../api/change-entity';

/** The server's own words for a refused input (it names the field); other failures by code, translated. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) =>
    error instanceof GraphQLRequestError && error.code === 'BAD_USER_INPUT'
      ? (error.errors[0]?.message ?? t('errors.BAD_USER_INPUT'))
      : t(`errors.${getErrorCode(error)}`);
}

/** Sends one change of the configuration; says so when it is saved and why when it is not. */
export function useEntityActions() {
  const { t } = useTranslation();
  const change = useChangeEntity();
  const errorText = useErrorText();
  const [busyId, setBusyId] = useState<number | null>(null);

  async function run(entity: EntityChange, busy: number | null = null): Promise<boolean> {
    setBusyId(busy);
    try {
      await change.mutateAsync(entity);
      notifications.show({ color: 'green', message: t('menuMaker.saved') });
      return true;
    } catch (error) {
      notifications.show({ color: 'red', title: t('menuMaker.saveFailed'), message: errorText(error) });
      return false;
    } finally {
      setBusyId(null);
    }
  }

  return { run, busyId, pending: change.isPending, error: change.error };
}
