import { MarketingPage } from '../../features/marketing/components/marketing-page';

export function MarketingRoute() {
  return <MarketingPage />;
}
