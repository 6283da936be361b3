import { MenusPage } from '../../features/menus/components/menus-page';

export function MenusRoute() {
  return <MenusPage />;
}
