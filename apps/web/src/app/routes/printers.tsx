import { PrintersPage } from '../../features/printers/components/printers-page';

export function PrintersRoute() {
  return <PrintersPage />;
}
