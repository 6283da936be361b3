import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql, readFragment } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { MenuMakerConfigurationFields, type MenuMakerConfiguration } from './configuration-fields';

const MenuV2Query = graphql(
  `
    query MenuMakerConfiguration($id: Int!) {
      menuV2(id: $id) {
        ...MenuMakerConfigurationFields
      }
    }
  `,
  [MenuMakerConfigurationFields],
);

export function menuConfigurationQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['menu-maker', 'configuration', id],
    queryFn: async ({ signal }): Promise<MenuMakerConfiguration> =>
      readFragment(MenuMakerConfigurationFields, (await requestGraphQL(MenuV2Query, { id }, { signal })).menuV2),
  });
}

export function useMenuConfiguration(id: number | null) {
  return useQuery({ ...menuConfigurationQueryOptions(id ?? 0), enabled: id !== null });
}
