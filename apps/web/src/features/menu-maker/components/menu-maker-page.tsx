import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { getErrorReason } from '../../../lib/graphql-errors';
import type { MenuMakerConfiguration } from '../api/configuration-fields';
import { useMenuConfiguration } from '../api/menu-configuration';
import { useMenuMakerActivated } from '../api/menu-maker-activated';
import { MENU_MAKER_PAGES, menuMakerPath, type MenuMakerPage as Page } from '../lib/menu-maker-pages';
import { CategoriesPage } from './categories-page';
import { ConfigurationPicker } from './configuration-picker';
import { GateMessage } from './gate-message';
import { ItemsPage } from './items-page';
import { MenusPage } from './menus-page';
import { ModifiersPage } from './modifiers-page';
import { PreviewPage } from './preview-page';
import { PublishPage } from './publish-page';
import { errorMessage } from '../../../lib/error-message';

const PAGE_COMPONENTS: Record<Page, (props: { configuration: MenuMakerConfiguration }) => React.JSX.Element> = {
  menus: MenusPage,
  categories: CategoriesPage,
  items: ItemsPage,
  modifiers: ModifiersPage,
  preview: PreviewPage,
  publish: PublishPage,
};

// The server refuses a company support has not activated with this reason (docs/menus.md#menu-maker).
function isNotActivated(error: unknown): boolean {
  return getErrorReason(error) === 'MENU_MAKER_NOT_ACTIVATED';
}

type MenuMakerPageProps = { configurationId: number | null; page: Page };

/**
 * The menu maker (docs/menus.md#menu-maker): pick a configuration, then edit its menus, categories, items and
 * modifiers, preview, publish.
 */
export function MenuMakerPage({ configurationId, page }: MenuMakerPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const activated = useMenuMakerActivated();
  const configuration = useMenuConfiguration(configurationId);
  const gated = activated.data === false || isNotActivated(configuration.error);
  const Content = PAGE_COMPONENTS[page];

  return (
    <Stack gap="md">
      <Title order={1}>{t('menuMaker.title')}</Title>
      {activated.isPending ? <ListSkeleton rows={3} /> : null}
      {activated.isError ? (
        <ErrorState
          message={`${t('menuMaker.loadError')} ${errorMessage(activated.error, t)}`}
          onRetry={() => void activated.refetch()}
        />
      ) : null}
      {gated ? <GateMessage /> : null}
      {activated.data === true && !gated ? (
        <>
          <ConfigurationPicker value={configurationId} onChange={(id) => void navigate(menuMakerPath(id, page))} />
          <Tabs value={page} onChange={(next) => next && void navigate(menuMakerPath(configurationId, next as Page))}>
            <Tabs.List>
              {MENU_MAKER_PAGES.map((name) => (
                <Tabs.Tab key={name} value={name} mih={48}>
                  {t(`menuMaker.pages.${name}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          {configurationId === null ? (
            <EmptyState title={t('menuMaker.chooseTitle')} hint={t('menuMaker.chooseHint')} />
          ) : null}
          {configurationId !== null && configuration.isPending ? <ListSkeleton /> : null}
          {configuration.isError ? (
            <ErrorState
              message={`${t('menuMaker.loadError')} ${errorMessage(configuration.error, t)}`}
              onRetry={() => void configuration.refetch()}
              retrying={configuration.isRefetching}
            />
          ) : null}
          {configuration.data ? <Content key={configuration.data.id} configuration={configuration.data} /> : null}
        </>
      ) : null}
    </Stack>
  );
}
