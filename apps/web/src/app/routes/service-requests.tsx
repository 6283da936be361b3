import { ServiceRequestsPage } from '../../features/service-requests/components/service-requests-page';

export function ServiceRequestsRoute() {
  return <ServiceRequestsPage />;
}
