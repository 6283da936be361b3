// The orders module's public file: what other code may import from it (docs/architecture.md#modules).
export { imagesOfCart } from './cart-loaders';
export { CartRef } from './cart.graphql';
export { markOrderPrinted } from './mark-order-printed';
export { announceCart } from './on-cart-received';
export { FulfillmentTypeEnum } from './order-enums.graphql';
export { orderLineOfRows } from './order-lines';
export { type OrderVatRate, readOrderVat } from './read-order-vat';
export { UPLOADS_PREFIX } from './serve-upload';
