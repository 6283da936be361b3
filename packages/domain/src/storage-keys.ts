/** Browser storage keys of SPEC §3; the values are the SPEC's, so stored data stays compatible. */
export const STORAGE_KEYS = {
  token: 'token',
  refresh: 'refresh',
  switchUser: 'x-switch-user',
  pinCodeExp: 'pinCodeExp',
  orders: 'orders',
  mute: 'mute',
  lang: 'lang',
  menuCollapsed: 'menuCollapsed',
  // The theme customizer's other choices (SPEC §1) and each account's own, kept by the device (docs/theme.md).
  skin: 'skin',
  direction: 'direction',
  themeByAccount: 'themeByAccount',
  user: 'user',
  printers: 'printers',
  printedOrders: 'printedOrders',
  printerMac: 'printerMac',
  printerName: 'printerName',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Cleared on logout and on a 401/403 network error (SPEC §8). */
export const SESSION_KEYS_TO_CLEAR: readonly StorageKey[] = [
  STORAGE_KEYS.switchUser,
  STORAGE_KEYS.orders,
  STORAGE_KEYS.token,
  STORAGE_KEYS.pinCodeExp,
  STORAGE_KEYS.refresh,
  STORAGE_KEYS.user,
];
