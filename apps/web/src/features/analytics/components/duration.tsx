import { useTranslation } from 'react-i18next';
import { splitMinutes } from '../lib/format-duration';

/** "3 h 15 min" / "45 min", translated. */
export function useFormatDuration(): (minutes: number) => string {
  const { t } = useTranslation();
  return (minutes) => {
    const parts = splitMinutes(minutes);
    return parts.hours > 0 ? t('analytics.duration.hours', parts) : t('analytics.duration.minutes', parts);
  };
}

export function Duration({ minutes }: { minutes: number }) {
  return <>{useFormatDuration()(minutes)}</>;
}
