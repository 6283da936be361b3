import { PlaceholderPage } from '../../features/placeholder/placeholder-page';
import { useCurrentRoute } from '../current-route';

export function PlaceholderRoute() {
  const route = useCurrentRoute();
  return <PlaceholderPage titleKey={route?.titleKey ?? 'placeholder.title'} />;
}
