import dayjs from 'dayjs';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/pl';
import 'dayjs/locale/pt';
import { REVIEW_DATE_FORMAT } from '@comptoir/domain';

/**
 * SPEC §2: the review's UTC instant in the viewer's local time, 'D MMM YYYY HH:mm', months in the viewer's language.
 */
export function formatReviewDate(instant: string, lang: string): string {
  return dayjs(instant).locale(lang).format(REVIEW_DATE_FORMAT);
}
