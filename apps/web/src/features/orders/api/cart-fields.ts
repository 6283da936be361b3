import { graphql, type ResultOf } from '../../../lib/graphql';

// Unmasked: the card, the detail modal and the offline cache all read the same order shape.
export const CartFields = graphql(`
  fragment CartFields on Cart @_unmask {
    id
    uuid
    displayId
    platformId
    status
    livredAt
    createdAt
    updatedAt
    scheduledFor
    acceptedAt
    readyAt
    printedAt
    ticketState
    specialInstructions
    deliveryInstructions
    isSingleUseItemsIncluded
    hasImage
    runnerIsReady
    isPayed
    subtotal
    promo
    deliveryPrice
    tips
    total
    orderCount
    fulfillmentType
    fulfillmentComment
    paymentMethod
    couriersNumber
    courierRated
    preparationTime
    cartImages {
      id
      filePath
    }
    rushJob {
      uuid
      response
    }
    deliveryLocation {
      adresse
      city
      country
      postalCode
    }
    restaurant {
      uuid
      title
      timezone
      platform {
        name
        color
        acceptTimeoutSeconds
      }
    }
    client {
      firstName
      lastName
      fakePhone
      pinPhone
    }
    courser {
      firstName
      lastName
      fakePhone
      pinPhone
      platformId
      picture
    }
    orders {
      id
      quantity
      category
      price
      specialInstructions
      allergyInstructions
      item {
        title
        vatPurcent
      }
      customisations {
        id
        parentId
        quantity
        unitPrice
        price
        item {
          title
        }
        customisation {
          title
        }
        group {
          title
        }
      }
    }
    vatByRate {
      vatPercent: rate
      ttc
      ht
      tva: amount
    }
  }
`);

export type Cart = ResultOf<typeof CartFields>;
