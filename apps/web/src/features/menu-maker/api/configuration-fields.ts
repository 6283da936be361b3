import { graphql, type ResultOf } from '../../../lib/graphql';

/** Everything the menu maker's pages show of a configuration; every mutation answers with it. */
export const MenuMakerConfigurationFields = graphql(`
  fragment MenuMakerConfigurationFields on MenuConfiguration {
    id
    title
    imageUrl
    updatedAt
    publishedAt
    restaurant {
      uuid
      title
      platform {
        name
      }
    }
    company {
      id
      restaurants {
        uuid
        title
        platform {
          name
        }
      }
    }
    menus {
      id
      platformId
      title
      subtitle
      categories {
        id
      }
      serviceAvailability {
        dayOfWeek
        timePeriods {
          startTime
          endTime
        }
      }
    }
    categories {
      id
      platformId
      title
      description
      position
      items {
        id
      }
      menus {
        id
      }
    }
    items {
      id
      platformId
      title
      internalTitle
      description
      imageUrl
      price
      vatPercent
      isAvailable
      categories {
        id
      }
      modifierGroups {
        id
      }
    }
    modifierGroups {
      id
      platformId
      title
      minPermitted
      maxPermitted
      options {
        item {
          id
        }
        price
        minPermitted
        maxPermitted
      }
    }
  }
`);

export type MenuMakerConfiguration = ResultOf<typeof MenuMakerConfigurationFields>;
export type MenuMakerItem = MenuMakerConfiguration['items'][number];
export type MenuMakerCategory = MenuMakerConfiguration['categories'][number];
export type MenuMakerMenu = MenuMakerConfiguration['menus'][number];
export type MenuMakerGroup = MenuMakerConfiguration['modifierGroups'][number];
