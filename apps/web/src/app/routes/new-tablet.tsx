import { NewTabletPage } from '../../features/tablets/components/new-tablet-page';

export function NewTabletRoute() {
  return <NewTabletPage />;
}
