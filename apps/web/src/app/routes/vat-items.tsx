import { VatPage } from '../../features/vat/components/vat-page';

export function VatItemsRoute() {
  return <VatPage />;
}
