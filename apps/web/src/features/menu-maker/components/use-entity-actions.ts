import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeEntity, type EntityChange } from '../api/change-entity';
import { notifyFailure, notifySuccess } from '../../../components/ui/notify';

/** Sends one change of the configuration; says so when it is saved and why when it is not. */
export function useEntityActions() {
  const { t } = useTranslation();
  const change = useChangeEntity();
  const [busyId, setBusyId] = useState<number | null>(null);

  async function run(entity: EntityChange, busy: number | null = null): Promise<boolean> {
    setBusyId(busy);
    try {
      await change.mutateAsync(entity);
      notifySuccess(t('menuMaker.saved'));
      return true;
    } catch (error) {
      notifyFailure(error, t, t('menuMaker.saveFailed'));
      return false;
    } finally {
      setBusyId(null);
    }
  }

  return { run, busyId, pending: change.isPending, error: change.error };
}
