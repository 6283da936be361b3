import { SchedulePage } from '../../features/schedule/components/schedule-page';

export function ScheduleRoute() {
  return <SchedulePage />;
}
