/**
 * Browser storage keys (docs/data-model.md#browser-storage); the values are the product's, so stored data stays
 * compatible.
 */
export const STORAGE_KEYS = {
  token: 'token',
  refresh: 'refresh',
  switchUser: 'x-switch-user',
  pinCodeExp: 'pinCodeExp',
  orders: 'orders',
  mute: 'mute',
  // The new-order volume (docs/orders.md#new-order-alert), kept by the device like the mute switch.
  alertVolume: 'alertVolume',
  lang: 'lang',
  menuCollapsed: 'menuCollapsed',
  // The theme customizer's other choices (docs/theme.md) and each account's own, kept by the device (docs/theme.md).
  skin: 'skin',
  direction: 'direction',
  themeByAccount: 'themeByAccount',
  user: 'user',
  printers: 'printers',
  printedOrders: 'printedOrders',
  printerMac: 'printerMac',
  printerName: 'printerName',
  // The integration wizard's progress per company, so that leaving the page (Uber's authorisation) keeps it; never a
  // password (docs/screens.md#adding-a-restaurant).
  restaurantWizard: 'restaurantWizard',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Cleared on logout and on a 401/403 network error (docs/product.md#session). */
export const SESSION_KEYS_TO_CLEAR: readonly StorageKey[] = [
  STORAGE_KEYS.switchUser,
  STORAGE_KEYS.orders,
  STORAGE_KEYS.token,
  STORAGE_KEYS.pinCodeExp,
  STORAGE_KEYS.refresh,
  STORAGE_KEYS.user,
  STORAGE_KEYS.restaurantWizard,
];
