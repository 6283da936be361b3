import { useParams } from 'react-router';
import { MenuMakerPage } from '../../features/menu-maker/components/menu-maker-page';
import { readConfigurationId, readMenuMakerPage } from '../../features/menu-maker/lib/menu-maker-pages';

/**
 * /menu-maker/:id/:page and /menuV2/:id/:page (docs/menus.md#menu-maker: one menu maker); :id = 0 until a configuration
 * is chosen.
 */
export function MenuMakerRoute() {
  const params = useParams();
  return <MenuMakerPage configurationId={readConfigurationId(params.id)} page={readMenuMakerPage(params.page)} />;
}

/** /:id/menu-maker-v2 opens the items page. */
export function MenuMakerItemsRoute() {
  const params = useParams();
  return <MenuMakerPage configurationId={readConfigurationId(params.id)} page="items" />;
}
