import { STORE_LIST_MAX_NAMES } from '@comptoir/domain';
import type { TFunction } from 'i18next';

/** 'A, B, C and 2 other stores', or 'All stores' when no store was chosen. */
export function describeStores(names: readonly string[], t: TFunction): string {
  if (names.length === 0) return t('reportFilter.allStores');
  const shown = names.slice(0, STORE_LIST_MAX_NAMES).join(', ');
  const others = names.length - STORE_LIST_MAX_NAMES;
  return others > 0 ? t('reportFilter.otherStores', { stores: shown, count: others }) : shown;
}

export function describePlatforms(labels: readonly string[], t: TFunction): string {
  return labels.length === 0 ? t('reportFilter.allPlatforms') : labels.join(', ');
}
