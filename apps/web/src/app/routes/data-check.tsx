import { DataCheckPage } from '../../features/data-check/components/data-check-page';

export function DataCheckRoute() {
  return <DataCheckPage />;
}
