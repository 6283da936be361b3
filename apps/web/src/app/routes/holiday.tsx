import { HolidayPage } from '../../features/schedule/components/holiday-page';

export function HolidayRoute() {
  return <HolidayPage />;
}
