import { InvoicesPage } from '../../features/invoices/components/invoices-page';

export function InvoicesRoute() {
  return <InvoicesPage />;
}
